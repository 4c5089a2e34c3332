import { Download, GitFork } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type EntitySummary, entityKey } from '../../../common/workspace/entities';
import { familyTree } from '../../../common/workspace/family-tree';
import { isFamilyType } from '../../../common/workspace/relations';
import { useRelationGraph } from '../../data/relations';
import { entityPath } from '../../lib/entity-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Field } from '../../ui/field';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
import { usePictureSources } from '../../ui/picture-sources';
import { Select } from '../../ui/select';
import { FamilyCanvas } from './components/family-canvas';
import { FamilyList } from './components/family-list';
import { drawFamily, familySvg } from './model/family-drawing';
import { downloadPng, downloadSvg, inlinePictures } from './model/family-export';

const DEPTHS = [1, 2, 3, 4, 5].map((count) => ({ value: String(count), label: String(count) }));

/**
 * The family tree of a universe's character (`/universes/:universeId/characters/:characterId/family`):
 * generations from the family relations among the universe's records and parts, drawn and listed,
 * exported as SVG or PNG.
 */
export default function FamilyTreePage() {
  const { universeId = '', characterId = '' } = useParams();
  const read = useRelationGraph('universe', universeId);
  const focus = entityKey({ kind: 'character', id: characterId });
  const byKey = useMemo(
    () => new Map((read.data?.nodes ?? []).map((node) => [entityKey(node), node] as const)),
    [read.data],
  );
  const person = byKey.get(focus);
  const back = `/universes/${encodeURIComponent(universeId)}/characters/${encodeURIComponent(characterId)}`;
  useDocumentTitle(person === undefined ? 'Family tree' : `${person.name} · Family tree`);
  const relations = useMemo(
    () => (read.data?.relations ?? []).filter((relation) => isFamilyType(relation.type)),
    [read.data],
  );
  const hasFamily = relations.some(
    (relation) => entityKey(relation.from) === focus || entityKey(relation.to) === focus,
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={person === undefined ? 'Family tree' : `Family tree of ${person.name}`}
        description="Ancestors above, descendants below, spouses side by side."
        back={{ to: back, label: person === undefined ? 'Back' : `Back to ${person.name}` }}
      />
      {read.isPending ? (
        <LoadingBlock label="Loading the family…" />
      ) : read.isError ? (
        <ListPageError message={read.error.message} />
      ) : person === undefined ? (
        <EmptyState
          headingLevel={2}
          title="No such character"
          description="This universe has no character at this address."
        />
      ) : !hasFamily ? (
        <EmptyState
          headingLevel={2}
          icon={<GitFork />}
          title="No family yet"
          description={`Add a parent, child, sibling or spouse in ${person.name}’s Relations panel; the tree grows from those.`}
          action={
            <Button asChild variant="secondary">
              <Link to={back}>Back to {person.name}</Link>
            </Button>
          }
        />
      ) : (
        <FamilyView person={person} focus={focus} relations={relations} byKey={byKey} />
      )}
    </div>
  );
}

function FamilyView({
  person,
  focus,
  relations,
  byKey,
}: {
  person: EntitySummary;
  focus: string;
  relations: Parameters<typeof familyTree>[0]['relations'];
  byKey: ReadonlyMap<string, EntitySummary>;
}) {
  const [ancestors, setAncestors] = useState(3);
  const [descendants, setDescendants] = useState(3);
  const [exportError, setExportError] = useState<string | undefined>();
  const tree = useMemo(
    () => familyTree({ relations, focus, ancestors, descendants }),
    [relations, focus, ancestors, descendants],
  );
  const nameOf = (key: string) => byKey.get(key)?.name ?? 'Someone no longer there';
  const pathOf = (key: string) => {
    const node = byKey.get(key);
    return node === undefined ? undefined : entityPath(node);
  };
  const drawing = useMemo(
    () =>
      drawFamily(
        tree,
        (key) => byKey.get(key)?.name ?? '?',
        focus,
        (key) => byKey.get(key)?.imageUrl,
      ),
    [tree, byKey, focus],
  );
  const title = `Family tree of ${person.name}`;
  const fileName = `family-tree-${
    person.name
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'character'
  }`;

  // The files carry the pictures the page shows, inlined (an object URL does not travel in a file).
  const pictureAddresses = drawing.people.map((each) => each.picture);
  const { sources, readers } = usePictureSources(pictureAddresses);
  const fileSvg = async () => familySvg(drawing, title, await inlinePictures(pictureAddresses, sources));

  async function handleSvg() {
    setExportError(undefined);
    try {
      downloadSvg(fileName, await fileSvg());
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The file could not be made.');
    }
  }

  async function handlePng() {
    setExportError(undefined);
    try {
      await downloadPng(fileName, await fileSvg(), drawing.width, drawing.height);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The image could not be made.');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {readers}
      {tree.problems.length === 0 ? null : (
        <Alert tone="info">
          {tree.problems.map((problem) => (
            <p key={problem.relationIds.join(' ')}>
              {problem.kind === 'cycle'
                ? `These parent ties go round in a circle, so they are left out of the tree: ${problem.people.map(nameOf).join(', ')}. Check who is whose parent.`
                : `${problem.people.map(nameOf).join(' and ')} are spouses and also parent and child, so that parent tie is left out of the tree.`}
            </p>
          ))}
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Generations up" className="w-36">
          <Select
            options={DEPTHS}
            value={String(ancestors)}
            onChange={(event) => setAncestors(Number(event.target.value))}
          />
        </Field>
        <Field label="Generations down" className="w-36">
          <Select
            options={DEPTHS}
            value={String(descendants)}
            onChange={(event) => setDescendants(Number(event.target.value))}
          />
        </Field>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button variant="secondary" onClick={() => void handleSvg()}>
            <Download aria-hidden="true" />
            Export SVG
          </Button>
          <Button variant="secondary" onClick={() => void handlePng()}>
            <Download aria-hidden="true" />
            Export PNG
          </Button>
        </div>
      </div>
      {exportError === undefined ? null : <Alert>{exportError}</Alert>}
      <p id="family-keys" className="text-xs text-fg-muted">
        Tab moves through the people of the tree, Enter opens one. Solid lines are by birth, dashed adoptive,
        dotted with a ? unconfirmed; spouses are joined by a thicker line.
      </p>
      <FamilyCanvas drawing={drawing} pathOf={pathOf} label={`${title}: ${tree.people.length} people`} />
      <Card className="p-5">
        <FamilyList tree={tree} focusName={person.name} nameOf={nameOf} pathOf={pathOf} />
      </Card>
    </div>
  );
}
