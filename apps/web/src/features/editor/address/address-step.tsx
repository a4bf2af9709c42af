import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { SlugProposal } from '@podpie/core';
import { Button, Input, Spin, theme } from 'antd';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnOpen } from '../../../shared/focus-on-open.ts';
import { translateIssue } from '../../../shared/zod-rule.ts';
import type { AddressChoice, AddressRefusal } from './address-choice.ts';
import { type AddressCheck, type AddressCheckCall, useAddressCheck } from './use-address-check.ts';

export type AddressCalls = {
  propose(name: string, projectId: number | null): Promise<SlugProposal>;
  check: AddressCheckCall;
};

type AddressStepProps = {
  /** The show's name the address is proposed from. */
  name: string;
  /** The owner's page, once it exists on the server (its own address counts as free). */
  projectId: number | null;
  calls: AddressCalls;
  busy: boolean;
  /** The server refused this address at publish: shown until the owner types another. */
  refusal: AddressRefusal | null;
  onChoose: (choice: AddressChoice) => void;
};

/** 'podpie.example/' for 'https://podpie.example/myshow'. */
function addressPrefix(proposal: SlugProposal): string {
  const { short_link: link, unique_slug: slug } = proposal;
  const base = link.endsWith(slug) ? link.slice(0, -slug.length) : `${link}/`;
  return base.replace(/^https?:\/\//, '');
}

/**
 * "Choose your page's address": the field starts with an address made from the show's name,
 * each change is checked (rules at once, the server once typing pauses), and Publish waits for
 * an address that can be had. Skip keeps a random one.
 */
export function AddressStep({ name, projectId, calls, busy, refusal, onChoose }: AddressStepProps) {
  const { t } = useTranslation();
  const focusOnOpen = useFocusOnOpen();
  const { token } = theme.useToken();
  const fieldId = useId();
  const statusId = useId();
  const [proposal, setProposal] = useState<SlugProposal | null>(null);
  const [typed, setTyped] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    calls.propose(name, projectId).then(
      (answer) => {
        if (!current) return;
        setProposal(answer);
        setTyped((before) => before ?? answer.unique_slug);
      },
      // No proposal: the owner types one, or skips.
      () => {
        if (current) setTyped((before) => before ?? '');
      },
    );
    return () => {
      current = false;
    };
  }, [calls, name, projectId]);

  const checked = useAddressCheck(typed, projectId, calls.check);
  const refused = refusal !== null && typed?.trim() === refusal.slug;
  const check: AddressCheck = refused ? { state: 'unavailable', reason: refusal.reason } : checked;
  const canPublish = typed !== null && (check.state === 'available' || check.state === 'unknown');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canPublish && !busy) onChoose({ slug: typed.trim() });
  };

  const status = (() => {
    if (typed === null || check.state === 'checking') {
      return (
        <span>
          <LoadingOutlined aria-hidden /> {t('editor:address.checking')}
        </span>
      );
    }
    if (check.state === 'available') {
      return (
        <span style={{ color: token.colorSuccessText }}>
          <CheckCircleFilled aria-hidden /> {t('editor:address.available')}
        </span>
      );
    }
    if (check.state === 'unknown') return <span>{t('editor:address.checkFailed')}</span>;
    return (
      <span style={{ color: token.colorErrorText }}>
        <CloseCircleFilled aria-hidden /> {translateIssue(t, check.reason)}
      </span>
    );
  })();

  return (
    <form className="address-step" onSubmit={submit} noValidate>
      <p>{t('editor:address.intro')}</p>
      <label htmlFor={fieldId} className="address-step-label">
        {t('editor:address.label')}
      </label>
      {typed === null ? (
        <div className="address-step-loading">
          <Spin size="small" />
        </div>
      ) : (
        <Input
          id={fieldId}
          size="large"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          prefix={
            proposal ? <span className="address-step-prefix">{addressPrefix(proposal)}</span> : null
          }
          status={check.state === 'unavailable' ? 'error' : ''}
          aria-invalid={check.state === 'unavailable'}
          aria-describedby={statusId}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          ref={focusOnOpen}
        />
      )}
      <div id={statusId} role="status" aria-live="polite" className="address-step-status">
        {status}
      </div>
      {proposal?.from_name && typed === proposal.unique_slug ? (
        <p className="address-step-hint" style={{ color: token.colorTextSecondary }}>
          {t('editor:address.fromName')}
        </p>
      ) : null}
      <div className="address-step-actions">
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={!canPublish}
          loading={busy}
        >
          {t('editor:address.publish')}
        </Button>
        <Button type="link" block disabled={busy} onClick={() => onChoose({ keepRandom: true })}>
          {t('editor:address.skip')}
        </Button>
      </div>
    </form>
  );
}
