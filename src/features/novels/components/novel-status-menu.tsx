import { type NovelStatus, novelStatuses } from '../../../../common/domain/enums';
import type { NovelDetail } from '../../../../common/domain/novel';
import { useUpdateNovel } from '../../../data/novels';
import { announceRefusedSave } from '../../../data/save-notices';
import { novelStatusTone, toneFor } from '../../../ui/semantic-tones';
import { StatusMenu } from '../../../ui/status-menu';
import { novelStatusLabel } from '../model/novel-format';

const options = novelStatuses.map((status) => ({
  value: status,
  label: novelStatusLabel[status],
  tone: toneFor(novelStatusTone, status),
}));

/** The novel's status badge in its header, which also sets it: draft, in progress or completed. */
export function NovelStatusMenu({ novel }: { novel: NovelDetail }) {
  const update = useUpdateNovel();
  // The picked status shows while it is being saved, and the stored one again if it is refused.
  const status =
    update.isPending && update.variables.patch.status ? update.variables.patch.status : novel.status;
  return (
    <StatusMenu<NovelStatus>
      label="Novel status"
      value={status}
      options={options}
      onChange={(next) =>
        update.mutate(
          { id: novel.id, patch: { status: next } },
          { onError: (error) => announceRefusedSave(`Status not saved. ${error.message}`) },
        )
      }
    />
  );
}
