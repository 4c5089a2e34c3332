import { useEffect, useRef } from 'react';
import { ExportForm } from '../components/export-form';
import { ImportForm } from '../components/import-form';
import { MarkdownExport } from '../components/markdown-export';
import { RestoreBackup } from '../components/restore-backup';
import type { ReferenceTabProps } from './tab-props';

export type ExportImportSection = 'export' | 'import';

type ExportImportTabProps = ReferenceTabProps & {
  /** The header's Export or Import button asked for this section; its heading takes focus. */
  focusSection: { section: ExportImportSection; request: number } | null;
};

export function ExportImportTab({ data, focusSection }: ExportImportTabProps) {
  const exportRef = useRef<HTMLHeadingElement>(null);
  const importRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusSection) return;
    const target = focusSection.section === 'export' ? exportRef : importRef;
    target.current?.focus();
    target.current?.scrollIntoView({ block: 'nearest' });
  }, [focusSection]);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ExportForm data={data} headingRef={exportRef} />
      <ImportForm headingRef={importRef} schema={data.tables} />
      <MarkdownExport data={data} />
      <RestoreBackup />
    </div>
  );
}
