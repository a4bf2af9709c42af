import type { BlockProps } from '../block-props.ts';
import { Frame } from '../frame.tsx';
import { titleStyle } from '../text-style.ts';

/** Where a page's sign-up form posts; the server answers it (JSON for fetch, a page without JS). */
export function subscribeAction(slug: string | null | undefined): string | undefined {
  return slug && /^[A-Za-z0-9]+$/.test(slug) ? `/${slug}/subscribe` : undefined;
}

/**
 * A newsletter sign-up that works as a plain form post; the page script upgrades it to fetch and
 * reveals the success message in place. The 'website' field is a honeypot only bots fill in.
 */
export function MailingList({ pies, ctx }: BlockProps) {
  const action = subscribeAction(ctx.project.slug);
  return pies.map((pie) => {
    const emailId = `pp-email-${pie.id}`;
    const titleId = `pp-mail-${pie.id}`;
    return (
      <Frame key={pie.id} ctx={ctx} pie={pie} as="section" className="pp-card pp-mail">
        <form
          className="pp-form"
          method="post"
          action={action}
          aria-labelledby={titleId}
          data-pp-subscribe=""
          onSubmit={ctx.mode === 'editor' ? (event) => event.preventDefault() : undefined}
        >
          <h2 id={titleId} style={titleStyle(pie)}>
            {pie.title || ctx.t('subscribeTitle')}
          </h2>
          <div className="pp-fields" data-pp-fields="">
            <input type="hidden" name="pie_id" value={pie.id} />
            <label className="pp-sr" htmlFor={emailId}>
              {ctx.t('emailLabel')}
            </label>
            <input
              id={emailId}
              type="email"
              name="email"
              required
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              placeholder={pie.placeholder || ctx.t('emailPlaceholder')}
            />
            <div className="pp-hp" aria-hidden="true">
              <label>
                {ctx.t('honeypot')}
                <input
                  type="text"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </label>
            </div>
            <button type="submit" className="pp-btn">
              {pie.button_text || ctx.t('subscribeButton')}
            </button>
          </div>
          <p className="pp-ok" role="status" data-pp-ok="" hidden>
            {pie.success_message || ctx.t('subscribeSuccess')} {ctx.t('subscribeCheckInbox')}
          </p>
          <p className="pp-err" role="alert" data-pp-error="" hidden>
            {ctx.t('subscribeError')}
          </p>
        </form>
      </Frame>
    );
  });
}
