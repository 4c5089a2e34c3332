import type { World } from '../../../../common/domain/world';
import { useUpdateWorld } from '../../../data/worlds';
import { Card } from '../../../ui/card';
import { FallbackImage } from '../../../ui/fallback-image';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { MentionedIn } from '../../../ui/mentions/mentioned-in';
import { RelationsPanel } from '../../../ui/relations/relations-panel';

function ChipList({
  label,
  values,
  emptyText,
}: {
  label: string;
  values: readonly string[];
  emptyText: string;
}) {
  return values.length === 0 ? (
    <p className="text-sm text-fg-muted">{emptyText}</p>
  ) : (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="rounded-full bg-surface-raised px-2.5 py-0.5 text-sm text-fg">
          {value}
        </li>
      ))}
    </ul>
  );
}

export function WorldOverviewTab({ world }: { world: World }) {
  const updateWorld = useUpdateWorld();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="world-about" className="flex flex-col gap-4">
        <h2 id="world-about" className="text-xl font-semibold text-fg">
          About
        </h2>
        {world.description ? (
          <p className="prose-text max-w-3xl text-fg">{world.description}</p>
        ) : (
          <p className="text-sm text-fg-muted">No description yet. Use Edit World to add one.</p>
        )}
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="rounded-lg border border-border bg-surface px-4 py-3">
            <dt className="text-xs text-fg-muted">Climate</dt>
            <dd className="text-sm font-medium text-fg">{world.climate || 'Not recorded'}</dd>
          </div>
          <div className="rounded-lg border border-border bg-surface px-4 py-3">
            <dt className="text-xs text-fg-muted">Time period</dt>
            <dd className="text-sm font-medium text-fg">{world.timePeriod || 'Not recorded'}</dd>
          </div>
          <div className="rounded-lg border border-border bg-surface px-4 py-3">
            <dt className="text-xs text-fg-muted">Locations</dt>
            <dd className="text-sm font-medium text-fg">{world.locationCount}</dd>
          </div>
          <div className="rounded-lg border border-border bg-surface px-4 py-3">
            <dt className="text-xs text-fg-muted">Settlements</dt>
            <dd className="text-sm font-medium text-fg">{world.settlements.length}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-fg">Dominant races</h3>
          <ChipList label="Dominant races" values={world.dominantRaces} emptyText="None recorded yet." />
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-fg">Notable features</h3>
          <ChipList label="Notable features" values={world.notableFeatures} emptyText="None recorded yet." />
        </div>
        <RelationsPanel end={{ kind: 'world', id: world.id }} name={world.name} headingLevel={2} />
      </section>
      <Card className="h-fit overflow-hidden">
        <FallbackImage src={world.imageUrl} alt={`${world.name}`} className="rounded-none" />
        <ImageUploadButton
          label="Change image"
          className="p-4"
          onUploaded={(url) => updateWorld.mutateAsync({ id: world.id, patch: { imageUrl: url } })}
        />
      </Card>
      <MentionedIn target={{ kind: 'world', id: world.id }} name={world.name} />
    </div>
  );
}
