export const WEB_DIST: string;
export function sourcesFingerprint(): string;
export function webBuildIsCurrent(fingerprint?: string): boolean;
export function ensureWebBuild(options?: { stdio?: 'inherit' | 'ignore' | 'pipe' }): boolean;
