/** An episode as the episodes answer lists it, published at 08:00 UTC on `day`. */
export const episode = (key: string, title: string, day: string) => ({
  key,
  title,
  published_at: `${day}T08:00:00.000Z`,
  url: `https://podpie.example/my-show/${key}`,
  qr_png: `https://podpie.example/my-show/${key}/qr.png`,
  qr_svg: `https://podpie.example/my-show/${key}/qr.svg`,
});
