import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { ContinuityFinding, ContinuityScopeSegment } from '../../../common/api/continuity';
import { checkLabels } from '../../../common/continuity/finding';
import { Alert } from '../alert';
import { Badge } from '../badge';
import { Button } from '../button';
import { Dialog, DialogContent } from '../dialog';
import { Field } from '../field';
import { LoadingBlock } from '../loading-block';
import { Textarea } from '../textarea';
import { involvedHref, involvedLabel } from './continuity-links';
import type { ContinuityServices } from './continuity-services';
import { ToleranceForm } from './tolerance-form';

// The Continuity panel (decision 060): open findings first, each with what it found in a sentence, the
// passage's words and links to what it involves, and a way to dismiss it with a reason; dismissed ones
// below with their reason and a way to show them again.

export type ContinuityDialogProps = {
  services: ContinuityServices;
  scope: ContinuityScopeSegment;
  id: string;
  name: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

const scopeWords = { novels: 'novel', campaigns: 'campaign', universes: 'universe' } as const;

export function ContinuityDialog({ services, scope, id, name, isOpen, onOpenChange }: ContinuityDialogProps) {
  const report = services.useContinuity(scope, id);
  const findings = report.data?.findings ?? [];
  const open = findings.filter((finding) => finding.dismissal === null);
  const dismissed = findings.filter((finding) => finding.dismissal !== null);
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Continuity of ${name}`}
        description="Where the story contradicts itself: deaths, ages, places, the order of days and names. Dismiss what is deliberate; it comes back if what it rests on changes."
        size="lg"
      >
        {report.isPending ? (
          <LoadingBlock label="Checking continuity…" />
        ) : report.isError ? (
          <Alert tone="danger">{report.error?.message ?? 'Continuity could not be checked.'}</Alert>
        ) : (
          <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
            {report.data ? (
              <ToleranceForm
                services={services}
                scope={scope}
                id={id}
                toleranceDays={report.data.settings.toleranceDays}
              />
            ) : null}
            {report.data?.hasCalendar === false ? (
              <Alert tone="info">
                {`This ${scopeWords[scope]} has no calendar yet, so no dates are compared: set one up on its Calendar page.`}
              </Alert>
            ) : null}
            <section aria-labelledby="continuity-open" className="flex flex-col gap-3">
              <h3 id="continuity-open" className="text-sm font-semibold text-fg">
                {`Open (${open.length})`}
              </h3>
              {open.length === 0 ? (
                <p className="text-sm text-fg-muted">Nothing contradicts itself that the checks can see.</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {open.map((finding) => (
                    <FindingItem key={finding.id} finding={finding} services={services} />
                  ))}
                </ul>
              )}
            </section>
            {dismissed.length === 0 ? null : (
              <section aria-labelledby="continuity-dismissed" className="flex flex-col gap-3">
                <h3 id="continuity-dismissed" className="text-sm font-semibold text-fg">
                  {`Dismissed (${dismissed.length})`}
                </h3>
                <ul className="flex flex-col gap-3">
                  {dismissed.map((finding) => (
                    <FindingItem key={finding.id} finding={finding} services={services} />
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function FindingItem({ finding, services }: { finding: ContinuityFinding; services: ContinuityServices }) {
  const actions = services.useContinuityActions();
  const [isDismissing, setIsDismissing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const quoted = finding.involved.find((thing) => thing.snippet !== undefined);

  async function handleDismiss(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('A reason is required');
      return;
    }
    setIsBusy(true);
    try {
      await actions.dismiss({
        findingId: finding.id,
        fingerprint: finding.fingerprint,
        reason: reason.trim(),
      });
      setIsDismissing(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The finding could not be dismissed.');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <li
      aria-label={checkLabels[finding.check]}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={finding.level === 'info' ? 'blue' : 'red'}>
          {finding.level === 'info' ? 'Information' : 'Problem'}
        </Badge>
        <span className="text-sm font-medium text-fg">{checkLabels[finding.check]}</span>
      </div>
      <p className="text-sm text-fg">{finding.explanation}</p>
      {quoted?.snippet === undefined ? null : (
        <blockquote className="border-l-2 border-accent pl-3 font-serif text-sm text-fg-muted">
          {quoted.snippet}
        </blockquote>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Involved">
        {finding.involved.map((thing) => (
          <li key={`${thing.kind}/${thing.id}`}>
            <Link
              className="text-accent-text underline underline-offset-2 hover:text-fg"
              to={involvedHref(thing)}
            >
              {involvedLabel(thing)}
            </Link>
          </li>
        ))}
      </ul>
      {finding.dismissal !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-fg-muted">{`Dismissed: ${finding.dismissal.reason}`}</p>
          <Button variant="ghost" size="sm" onClick={() => void actions.undismiss(finding.id)}>
            Show again
          </Button>
        </div>
      ) : isDismissing ? (
        <form className="flex flex-col gap-2" onSubmit={(event) => void handleDismiss(event)} noValidate>
          <Field label="Reason for dismissing" error={error} isRequired>
            <Textarea
              rows={2}
              value={reason}
              maxLength={500}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setIsDismissing(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={isBusy}>
              Dismiss finding
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" onClick={() => setIsDismissing(true)}>
            Dismiss…
          </Button>
        </div>
      )}
    </li>
  );
}
