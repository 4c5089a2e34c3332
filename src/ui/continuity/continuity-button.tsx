import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ContinuityScopeSegment } from '../../../common/api/continuity';
import { Badge } from '../badge';
import { Button } from '../button';
import { type ContinuityServices, useContinuityServices } from './continuity-services';

// The panel (its list and forms) is a chunk of its own, read when Continuity is first opened.
const ContinuityDialog = lazy(() =>
  import('./continuity-dialog').then((module) => ({ default: module.ContinuityDialog })),
);

export type ContinuityButtonProps = {
  scope: ContinuityScopeSegment;
  id: string;
  /** The novel's, campaign's or universe's name, for the panel's title. */
  name: string;
};

/**
 * "Continuity" in a novel's, campaign's or universe's header, with the count of open findings: opens the
 * panel of what contradicts itself (decision 060). A button beside the spec's tabs, never a tab of its
 * own. Renders nothing where the app gives no continuity services.
 */
export function ContinuityButton(props: ContinuityButtonProps) {
  const services = useContinuityServices();
  if (services === undefined) return null;
  return <ContinuityButtonWith services={services} {...props} />;
}

function ContinuityButtonWith({
  services,
  scope,
  id,
  name,
}: ContinuityButtonProps & { services: ContinuityServices }) {
  const [isOpen, setIsOpen] = useState(false);
  const report = services.useContinuity(scope, id);
  const open = report.data?.counts.open;
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <ShieldCheck aria-hidden="true" />
        Continuity
        {open === undefined ? null : (
          <>
            <Badge tone={open === 0 ? 'neutral' : 'amber'}>{open}</Badge>
            <span className="sr-only">{open === 1 ? 'open finding' : 'open findings'}</span>
          </>
        )}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ContinuityDialog
            services={services}
            scope={scope}
            id={id}
            name={name}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
