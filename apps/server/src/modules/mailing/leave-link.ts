import { timingSafeEqual } from 'node:crypto';
import { signText } from '../../lib/secret-box.ts';

const PURPOSE = 'subscriber-leave';

function signature(appSecret: string, projectId: number, email: string): string {
  return signText(appSecret, PURPOSE, `${projectId}:${email.toLowerCase()}`);
}

/** The link a listener follows to leave a project's built-in list; only our server can make it. */
export function leaveLink(
  appSecret: string,
  publicUrl: string,
  project: { id: number; slug: string },
  email: string,
): string {
  const query = new URLSearchParams({ e: email, s: signature(appSecret, project.id, email) });
  return `${publicUrl}/${project.slug}/leave?${query.toString()}`;
}

export function isValidLeaveSignature(
  appSecret: string,
  projectId: number,
  email: string,
  given: string,
): boolean {
  const expected = Buffer.from(signature(appSecret, projectId, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
