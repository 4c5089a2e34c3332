import { Map as MapIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type MapOwnerType, newMapSchema } from '../../../common/domain/map';
import { useCreateMap, useMaps } from '../../data/maps';
import { useUniverses } from '../../data/universes';
import { useWorlds } from '../../data/worlds';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Select } from '../../ui/select';

/** `/maps`: every map, and a new one for a universe or a world (decision 059). */
export default function MapsPage() {
  const maps = useMaps();
  const universes = useUniverses();
  const worlds = useWorlds();
  const create = useCreateMap();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [owner, setOwner] = useState('');
  const [errors, setErrors] = useState<{ name?: string; owner?: string }>({});

  const owners = [
    ...(universes.data ?? []).map((universe) => ({
      value: `universe:${universe.id}`,
      label: universe.name,
      group: 'Universes',
    })),
    ...(worlds.data ?? []).map((world) => ({
      value: `world:${world.id}`,
      label: world.name,
      group: 'Worlds',
    })),
  ];
  const ownerName = new Map(owners.map((option) => [option.value, option.label]));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [ownerType = '', ownerId = ''] = owner.split(':');
    const parsed = newMapSchema.safeParse({ name, ownerType: ownerType as MapOwnerType, ownerId });
    if (!parsed.success) {
      const found: { name?: string; owner?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'name') found.name ??= issue.message;
        else found.owner ??= 'Choose what the map belongs to';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const made = await create.mutateAsync(parsed.data);
    await navigate(`/maps/${encodeURIComponent(made.id)}`);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Maps"
        description="The maps of your worlds: upload a picture, pin places to their pages."
      />
      <Card>
        <CardHeader>
          <CardTitle>New map</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={handleSubmit}
            noValidate
            className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <Field label="Map name" error={errors.name} isRequired>
              <Input value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field label="Belongs to" error={errors.owner} isRequired>
              <Select
                value={owner}
                onChange={(event) => setOwner(event.target.value)}
                options={owners}
                placeholder="Choose a universe or world"
              />
            </Field>
            <Button type="submit" disabled={create.isPending}>
              Create map
            </Button>
          </form>
          {create.error ? (
            <Alert tone="danger" className="mt-3">
              {create.error.message}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {maps.data !== undefined && maps.data.length === 0 ? (
        <EmptyState
          icon={<MapIcon aria-hidden="true" className="size-8" />}
          title="No maps yet"
          description="Make one above, then upload the picture you drew."
        />
      ) : (
        <ul aria-label="Maps" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(maps.data ?? []).map((map) => (
            <li key={map.id}>
              <Link
                to={`/maps/${encodeURIComponent(map.id)}`}
                className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4 hover:border-accent"
              >
                <span className="font-medium text-fg">{map.name}</span>
                <span className="text-sm text-fg-muted">
                  {ownerName.get(`${map.ownerType}:${map.ownerId}`) ?? map.ownerType}
                  {map.image === null
                    ? ' · no picture yet'
                    : ` · ${map.image.width} × ${map.image.height} px`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
