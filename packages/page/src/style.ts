/**
 * The whole stylesheet of a page, inlined by the server into <style> and by the editor preview.
 * Colours come from custom properties set on the root (.pp) so one stylesheet serves every page:
 * --pp-bg (background shorthand), --pp-text, --pp-btn, --pp-btn-text.
 * The background is drawn by the root's fixed ::before layer, so it stays put as the page
 * scrolls; the root carries it too, hidden under that layer, because contrast checkers (axe in
 * Lighthouse) do not read pseudo-elements and would judge the words against white.
 */
const SOURCE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0}
.pp{position:relative;isolation:isolate;min-height:100vh;min-height:100dvh;padding:40px 16px 56px;
  color:var(--pp-text);font:16px/1.5 var(--pp-font-b,system-ui,-apple-system,"Segoe UI",Roboto,
  "Helvetica Neue","Noto Sans","PingFang SC","Microsoft YaHei",Arial,sans-serif);-webkit-font-smoothing:antialiased;
  overflow-wrap:anywhere;background:var(--pp-bg)}
.pp::before{content:"";position:fixed;inset:0;z-index:-1;background:var(--pp-bg)}
@media (max-width:600px){.pp,.pp::before{background:var(--pp-bg-s,var(--pp-bg))}}
.pp-editor{min-height:100%;background:none}
.pp-editor::before{display:none}
.pp-col{display:flex;flex-direction:column;gap:16px;max-width:460px;margin:0 auto}
.pp h1,.pp h2,.pp p{margin:0}
.pp h2{font-size:1.125rem;line-height:1.3;font-weight:700}
.pp :where(a){color:inherit}
.pp img{display:block;max-width:100%}
.pp [hidden]{display:none!important}
.pp-i{width:1.25em;height:1.25em;fill:currentColor;flex:none}
.pp-sr,.pp-hp{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.pp-hp{left:-9999px}
.pp a:focus-visible,.pp button:focus-visible,.pp input:focus-visible,.pp iframe:focus-visible{
  outline:3px solid var(--pp-text);outline-offset:3px}
.pp-head{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.pp-art{width:120px;height:120px;border-radius:28px;object-fit:cover;box-shadow:0 8px 24px #0004}
.pp-title{font-size:1.75rem;line-height:1.2;font-weight:800}
.pp-desc,.pp-text p{white-space:pre-line}
.pp-desc{opacity:.9}
.pp-text{text-align:center;display:grid;gap:6px}
.pp-btn,.pp-card{background:var(--pp-btn);color:var(--pp-btn-text);border-radius:var(--pp-card-r,16px);
  box-shadow:0 2px 10px #0002}
.pp-btn{display:flex;align-items:center;gap:12px;min-height:56px;padding:10px 16px;font-weight:600;
  text-decoration:none;border:0;font:inherit;font-weight:600;width:100%;cursor:pointer;
  transition:transform .15s,box-shadow .15s;border-radius:var(--pp-btn-r,16px)}
.pp a.pp-btn:hover,.pp a.pp-card:hover,.pp button.pp-btn:hover{transform:translateY(-2px);
  box-shadow:0 6px 16px #0003}
.pp-btn-label{flex:1;text-align:center;line-height:1.3}
.pp-btn .pp-i{font-size:1.1rem}
.pp-btn-label small{display:block;font-weight:400;opacity:.8;font-size:.8125rem}
.pp-price{flex:none;padding:3px 10px;border-radius:999px;font-size:.8125rem;font-weight:700}
.pp-thumb{padding:8px 16px 8px 8px}
.pp-thumb img,.pp-thumb .pp-ph{width:48px;height:48px;border-radius:10px;object-fit:cover;flex:none}
.pp-card{display:block;overflow:hidden;text-decoration:none}
.pp-card-img{width:100%;aspect-ratio:16/9;object-fit:cover}
.pp-card-body{display:grid;gap:4px;padding:14px 16px}
.pp-card-body p{font-size:.9375rem;opacity:.85}
.pp-card-body .pp-price{justify-self:start}
.pp-video-body{display:block;text-decoration:none}
.pp-bgbtn{position:relative;display:grid;place-items:center;min-height:128px;padding:20px;
  border-radius:var(--pp-card-r,16px);overflow:hidden;color:#fff;text-align:center;text-decoration:none;
  background:#222;box-shadow:0 2px 10px #0002}
.pp-bgbtn img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.pp-bgbtn::after{content:"";position:absolute;inset:0;background:#000a}
.pp-bgbtn span{position:relative;z-index:1;display:grid;gap:4px;font-weight:700;font-size:1.125rem}
.pp-bgbtn small{font-weight:400;font-size:.875rem}
.pp-bgbtn .pp-price{position:absolute;top:10px;right:10px;z-index:1}
.pp-media{position:relative;display:block}
.pp-media-empty{aspect-ratio:16/9;background:#111}
.pp-play{position:absolute;left:50%;top:50%;width:56px;height:56px;margin:-28px 0 0 -28px;border-radius:50%;
  background:#000b;display:grid;place-items:center;box-shadow:0 2px 10px #0006}
.pp-play svg{width:22px;height:22px;fill:#fff;margin-left:3px}
.pp-frame{position:relative;aspect-ratio:16/9;background:#000}
.pp-frame iframe,.pp-facade img{position:absolute;inset:0;width:100%;height:100%;border:0}
.pp-facade{display:block}.pp-facade img{object-fit:cover}
.pp-dirs{display:grid;gap:8px;text-align:center}
.pp .pp-dirs-h{font-size:.8125rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;opacity:.85}
.pp-dir-list{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:0;padding:0;list-style:none}
.pp-dir{display:inline-flex;align-items:center;gap:8px;padding:5px 14px 5px 5px;border-radius:var(--pp-btn-r,999px);
  background:var(--pp-btn);color:var(--pp-btn-text);text-decoration:none;font-weight:600;font-size:.9375rem}
.pp-dir .pp-ic{width:32px;height:32px}
.pp-icons{display:flex;flex-wrap:wrap;justify-content:center;gap:12px;margin:0;padding:0;list-style:none}
.pp-ic{display:grid;place-items:center;width:44px;height:44px;border-radius:50%;
  background:var(--pp-btn);color:var(--pp-btn-text);box-shadow:0 2px 8px #0002;transition:transform .15s}
.pp-ic:hover{transform:scale(1.08)}
.pp-ic .pp-i{width:22px;height:22px}
.pp-brand{background:var(--pp-disc,#fff);color:var(--pp-brand)}
.pp-logo{display:grid;place-items:center;width:28px;height:28px;flex:none}
.pp-logo .pp-i{width:100%;height:100%;color:var(--pp-brand)}
.pp-letter{display:grid;place-items:center;width:100%;height:100%;border-radius:50%;
  background:var(--pp-brand);color:var(--pp-on-brand);font-size:.75rem;font-weight:800;letter-spacing:.02em}
.pp-letter::before{content:attr(data-letters)}
.pp-grid{display:flex;flex-wrap:wrap;justify-content:space-between;row-gap:12px;margin:0;padding:0;list-style:none}
.pp-grid>li{display:flex}
.pp-grid>li>*{flex:1}
.pp-grid>.pp-slot{display:flex}
.pp-slot>.pp-item{display:flex;flex:1;min-width:0}
.pp-slot>.pp-item>*{flex:1}
.pp-badge .pp-btn-label{text-align:left}
.pp-listen{display:grid;gap:12px;justify-items:center}
.pp-listen>*{width:100%}
.pp-listen-title{font-size:1.125rem;font-weight:800;text-align:center}
.pp-strip{display:flex;justify-content:center;gap:12px;margin:0;padding:0;list-style:none}
.pp-strip .pp-ic{width:52px;height:52px}
.pp-strip .pp-i{width:30px;height:30px}
.pp-listen .pp-more{width:auto;padding:8px 18px;border-radius:var(--pp-btn-r,999px);background:var(--pp-btn);
  color:var(--pp-btn-text);font-weight:600;font-size:.9375rem;text-decoration:none}
.pp-apps{display:grid;gap:10px;margin:0;padding:0;list-style:none}
.pp-apps .pp-btn-label{text-align:left}
.pp-listen label.pp-copy{font-size:.875rem;text-align:center}
.pp-inapp{display:grid;gap:10px;font-size:.9375rem;text-align:center}
.pp-inapp-bar{margin-bottom:8px}
.pp-inapp-bar p{margin:0}
.pp-copy summary{list-style:none}
.pp-copy summary::-webkit-details-marker{display:none}
.pp-copy input{width:100%;margin-top:8px;padding:10px;border-radius:10px;border:1px solid #0003;font:inherit}
.pp-author{display:grid;justify-items:center;gap:6px;padding:14px 10px;text-align:center}
.pp-avatar{width:72px;height:72px;border-radius:50%;object-fit:cover}
.pp-author strong{line-height:1.25}
.pp-author span{font-size:.875rem;opacity:.8}
.pp-ph{display:grid;place-items:center;background:#0002;font-weight:800}
.pp-author .pp-ph{position:relative;overflow:hidden;font-size:1.375rem}
.pp-photo{position:absolute;inset:0;background:center/cover no-repeat}
.pp-player{display:grid;gap:8px;padding:12px 14px}
.pp-player-title{font-weight:600;text-align:center}
.pp-player audio{width:100%;height:40px}
.pp-cd{text-align:center;display:grid;gap:10px}
.pp-cd-boxes{display:flex;justify-content:center;gap:8px}
.pp-cd-box{display:grid;min-width:64px;padding:10px 6px;border-radius:14px;background:var(--pp-btn);
  color:var(--pp-btn-text);box-shadow:0 2px 10px #0002}
.pp-cd-n{font-size:1.625rem;font-weight:800;font-variant-numeric:tabular-nums;line-height:1.1}
.pp-cd-l{font-size:.6875rem;font-weight:700;letter-spacing:.08em}
.pp-cd-exp{font-weight:800;letter-spacing:.1em}
.pp-feed{display:grid;gap:10px}
.pp-feed>h2{text-align:center}
.pp-eps{display:grid;gap:10px;margin:0;padding:0;list-style:none}
.pp-ep{display:flex;align-items:center;gap:12px;padding:8px}
.pp-ep img,.pp-ep .pp-ph,.pp-ep-art{width:56px;height:56px;border-radius:10px;object-fit:cover;flex:none}
.pp-ep-art{background:center/cover no-repeat;overflow:hidden}
.pp-ep-art img{width:100%;height:100%;border-radius:0}
.pp-ep-body{display:grid;gap:2px;min-width:0}
.pp-ep-body strong{line-height:1.3;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.pp-ep-meta{font-size:.8125rem;opacity:.8}
.pp-ep-desc{font-size:.875rem;opacity:.85;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.pp-eps-card .pp-ep-art,.pp-eps-card .pp-ep .pp-ph{width:96px;height:96px}
.pp-eps-tile{grid-template-columns:1fr 1fr}
.pp-eps-tile .pp-ep{flex-direction:column;align-items:stretch;height:100%}
.pp-eps-tile .pp-ep-art,.pp-eps-tile .pp-ep .pp-ph{width:100%;height:auto;aspect-ratio:1}
.pp-feed-empty{text-align:center;opacity:.85}
.pp-mail{padding:20px 16px;text-align:center}
.pp-form,.pp-fields{display:grid;gap:10px}
.pp-form input[type=email]{width:100%;min-height:48px;padding:10px 14px;border-radius:12px;
  border:1px solid #0003;font:inherit;color:#111;background:#fff}
.pp-form .pp-btn{justify-content:center;background:var(--pp-btn-text);color:var(--pp-btn)}
.pp-ok{font-weight:700}
.pp-err{font-weight:600}
.pp-foot{margin-top:8px;text-align:center;font-size:.75rem;opacity:.75}.pp-foot a{color:inherit}
.pp-pop{animation:pp-pop 2.4s ease-in-out infinite}
@keyframes pp-pop{0%,100%{transform:scale(1)}50%{transform:scale(1.03)}}
@media (prefers-reduced-motion:reduce){.pp *{transition:none!important}
  .pp-pop{animation:none;outline:2px solid var(--pp-text);outline-offset:4px;border-radius:16px}}
.pp-title,.pp h2,.pp-btn-label,.pp-listen-title,.pp-cd-n{font-family:var(--pp-font-h,inherit)}
.pp-btn-label small{font-family:var(--pp-font-b,inherit)}
.pp-flat :is(.pp-btn,.pp-card,.pp-bgbtn,.pp-ic,.pp-cd-box){box-shadow:none}
.pp-line :is(.pp-btn,.pp-card,.pp-dir,.pp-cd-box,.pp-more){background:transparent;color:var(--pp-text);
  box-shadow:inset 0 0 0 2px var(--pp-btn)}
.pp-line a.pp-btn:hover{box-shadow:inset 0 0 0 2px var(--pp-btn),0 6px 16px #0003}
.pp-round .pp-art{border-radius:50%}
.pp-hero .pp-art{width:calc(100% + 32px);max-width:none;height:auto;aspect-ratio:2/1;margin:-40px -16px 4px;
  border-radius:0 0 var(--pp-card-r,16px) var(--pp-card-r,16px);box-shadow:none}
.pp-tight{padding-top:24px}.pp-tight .pp-col{gap:10px}.pp-tight .pp-btn{min-height:46px;padding:8px 14px}
.pp-tight.pp-hero .pp-art{margin-top:-24px}
.pp-ed{position:relative;cursor:pointer}
.pp-dim>:not(.pp-flag){opacity:.45}
.pp-flag{position:absolute;top:-8px;right:-4px;z-index:2;padding:1px 8px;border-radius:999px;
  background:#111;color:#fff;font-size:.6875rem;font-weight:700;line-height:1.6;white-space:nowrap}
`;

/** Drops comments' worth of whitespace so the inlined stylesheet stays a couple of kilobytes. */
function minify(css: string): string {
  return css
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

export const PAGE_CSS = minify(SOURCE);
