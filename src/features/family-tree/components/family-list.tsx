import { Link } from 'react-router';
import type { FamilyTree } from '../../../../common/workspace/family-tree';
import { generationName, tiesOf } from '../model/family-words';

export type FamilyListProps = {
  tree: FamilyTree;
  focusName: string;
  nameOf: (key: string) => string;
  pathOf: (key: string) => string | undefined;
};

/** The same family as the drawing, as text: a heading per generation, each person with their ties. */
export function FamilyList({ tree, focusName, nameOf, pathOf }: FamilyListProps) {
  return (
    <section aria-labelledby="family-list-heading" className="flex flex-col gap-4">
      <h2 id="family-list-heading" className="text-base font-semibold text-fg">
        The family as a list
      </h2>
      {tree.generations.map((row) => (
        <section
          key={row.generation}
          aria-labelledby={`generation-${row.generation}`}
          className="flex flex-col gap-2"
        >
          <h3
            id={`generation-${row.generation}`}
            className="text-xs font-medium tracking-wide text-fg-muted uppercase"
          >
            {generationName(row.generation, focusName)}
          </h3>
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {row.people.map((key) => {
              const path = pathOf(key);
              const ties = tiesOf(tree, key, nameOf);
              return (
                <li key={key} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
                  {path === undefined ? (
                    <span className="font-medium text-fg">{nameOf(key)}</span>
                  ) : (
                    <Link
                      to={path}
                      className="w-fit font-medium text-accent-text underline-offset-2 hover:underline"
                    >
                      {nameOf(key)}
                    </Link>
                  )}
                  {ties === '' ? null : <span className="text-fg-muted">{ties}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
