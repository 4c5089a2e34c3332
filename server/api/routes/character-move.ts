import type { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import {
  characterMoveUndoSchema,
  moveCharactersIntoUniverse,
  planCharacterMove,
  undoCharacterMove,
} from '../../../common/workspace/operations/character-move';
import { createRecordStore } from '../../db/record-store';
import { type ApiEnv, isoNow, type RouteDeps } from '../context';
import { readBody, readId, readQuery } from '../validate';

/**
 * A novel's characters moved into the universe it joined (decision 070): `GET /:id/character-move`
 * answers what a move would do (`{ universeName, steps, kept }`), `POST` does it in one transaction and
 * answers the steps done, `POST /:id/character-move/undo { steps }` puts back those that still hold.
 * The history names each change `move-characters`.
 */
export function registerCharacterMove(routes: Hono<ApiEnv>, deps: RouteDeps): void {
  const path = '/:id/character-move';

  routes.get(path, async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await planCharacterMove(createRecordStore(c.var.store), readId(c)));
  });

  routes.post(path, async (c) => {
    readQuery(c, noQuerySchema);
    const store = createRecordStore(c.var.store.withAction('move-characters'));
    return c.json(await moveCharactersIntoUniverse(store, { novelId: readId(c), now: isoNow(deps) }));
  });

  routes.post(`${path}/undo`, async (c) => {
    const undo = await readBody(c, characterMoveUndoSchema);
    const store = createRecordStore(c.var.store.withAction('move-characters'));
    return c.json(await undoCharacterMove(store, { novelId: readId(c), undo, now: isoNow(deps) }));
  });
}
