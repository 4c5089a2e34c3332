import type { Dispatch } from 'react';
import type { ReferenceData } from '../../../../common/domain/reference';
import type { ConsoleCommand, ConsoleState } from '../model/query-console';
import type { QueryDatabase } from '../query/query-table';

/** What every References tab receives from the page: the tables and a way to run a query in the editor. */
export type ReferenceTabProps = {
  data: ReferenceData;
  database: QueryDatabase;
  /** Runs `source` in the Query Editor and switches to it. */
  onRunInEditor: (source: string) => void;
};

export type QueryEditorTabProps = ReferenceTabProps & {
  console: ConsoleState;
  dispatch: Dispatch<ConsoleCommand>;
  focusRequest: number;
};
