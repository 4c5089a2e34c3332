type FileFieldProps = {
  id: string;
  label: string;
  hint: string;
  /** The picker's filter (extensions and types). */
  accept: string;
  className?: string;
  onFile: (file: File | null) => void;
};

/** A file picker with its label and hint, as the import form and 'Restore a backup' show it. */
export function FileField({
  id,
  label,
  hint,
  accept,
  className = 'flex flex-col gap-2',
  onFile,
}: FileFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex flex-col gap-0.5 text-sm font-medium text-fg">
        {label}
        <span className="text-xs font-normal text-fg-muted">{hint}</span>
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="rounded-md border border-dashed border-border-strong bg-surface-sunken p-3 text-sm text-fg file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg"
      />
    </div>
  );
}
