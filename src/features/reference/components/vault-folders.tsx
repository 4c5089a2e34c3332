import { useId } from 'react';
import type { VaultFolder } from '../../../../common/vault/vault-import';
import { Select } from '../../../ui/select';
import { folderKindOptions } from '../model/markdown-vault';

type VaultFoldersProps = {
  folders: readonly VaultFolder[];
  isReading: boolean;
  onChange: (folder: string, kind: string) => void;
};

/**
 * The preview's mapping step for a vault (decision 056): notes without a `type` property become what
 * their folder is chosen to hold; each change reads the vault again and asks for a new preview.
 */
export function VaultFolders({ folders, isReading, onChange }: VaultFoldersProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-sunken p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-fg">
        Folders of notes
      </h3>
      <p className="text-sm text-fg-muted">
        These notes have no “type” property. Choose what each folder’s notes become; a note with a “type”
        (character, novel, chapter…) is read as its type.
      </p>
      <ul className="flex flex-col gap-2">
        {folders.map((folder) => (
          <FolderRow key={folder.folder} folder={folder} isReading={isReading} onChange={onChange} />
        ))}
      </ul>
    </section>
  );
}

function FolderRow({
  folder,
  isReading,
  onChange,
}: {
  folder: VaultFolder;
  isReading: boolean;
  onChange: (folder: string, kind: string) => void;
}) {
  const selectId = useId();
  const name = folder.folder === '' ? 'Top folder' : folder.folder;
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <label htmlFor={selectId} className="min-w-0 text-sm text-fg">
        <span className="font-medium break-words">{name}</span>{' '}
        <span className="text-fg-muted">
          ({folder.notes} {folder.notes === 1 ? 'note' : 'notes'})
        </span>
      </label>
      <Select
        id={selectId}
        className="sm:w-44"
        value={folder.kind ?? 'skip'}
        disabled={isReading}
        options={folderKindOptions}
        onChange={(event) => onChange(folder.folder, event.target.value)}
      />
    </li>
  );
}
