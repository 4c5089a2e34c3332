import { type EntitySummary, entityKey, entityKindLabel } from '../../../../common/workspace/entities';
import { ownPicture } from '../../../../common/workspace/pictures';
import { nodeAppearance } from './node-appearance';

/** What a drawn node carries: its name (its label), its kind, its look, and its picture if it has one. */
export type GraphNodeData = {
  id: string;
  name: string;
  kind: string;
  shape: string;
  fill: string;
  stroke: string;
  isCentre: boolean;
  /** The address the node's picture is drawn from (a character's portrait, a thing's image). */
  picture?: string;
};

export type NodeDataOptions = {
  centre: string | undefined;
  /** A theme colour by its CSS variable. */
  read: (variable: string) => string;
  /** Where a stored picture can be drawn from now; undefined while it is read or when it cannot be. */
  sourceOf: (url: string) => string | undefined;
};

/**
 * A node as the graph draws it. Its picture is the thing's own image only when it is one of the app's
 * images (never an outside address), and only once it can be shown: until then, and without one, the
 * node is its kind's shape and colour, as every node was before pictures.
 */
export function graphNodeData(
  node: EntitySummary,
  { centre, read, sourceOf }: NodeDataOptions,
): GraphNodeData {
  const look = nodeAppearance(node.kind);
  const key = entityKey(node);
  const url = ownPicture(node.imageUrl);
  const picture = url === undefined ? undefined : sourceOf(url);
  return {
    id: key,
    name: node.name,
    kind: entityKindLabel(node.kind),
    shape: look.shape,
    fill: read(`--tone-${look.tone}-bg`),
    stroke: read(`--tone-${look.tone}-fg`),
    isCentre: key === centre,
    ...(picture === undefined || picture === '' ? {} : { picture }),
  };
}
