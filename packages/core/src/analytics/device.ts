export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Tablets first: an Android tablet's agent lacks "Mobile", an iPad's says "iPad". */
const TABLET = /ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/i;

/** The device class a user agent names; anything unknown counts as a desktop. */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  const agent = userAgent ?? '';
  if (TABLET.test(agent)) return 'tablet';
  if (MOBILE.test(agent)) return 'mobile';
  return 'desktop';
}
