import { FileText, ImageIcon, Music } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FileAsset, NovelDetail } from '../../../../common/domain/novel';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { FallbackImage } from '../../../ui/fallback-image';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection } from '../../../ui/tab-section';
import { useNovelPartEditor } from '../components/use-novel-part-editor';

type PartEditor = ReturnType<typeof useNovelPartEditor>;

type FileListProps = { files: FileAsset[]; icon: ReactNode; label: string; editor: PartEditor };

function FileList({ files, icon, label, editor }: FileListProps) {
  return (
    <SortableList
      items={files}
      label={label}
      nameOf={(file) => file.title}
      onMove={editor.move}
      className="divide-y divide-border rounded-xl border border-border bg-surface [&>li]:rounded-none"
    >
      {(file, move) => (
        <div className="flex flex-wrap items-start gap-x-3 py-2 pr-2 pl-4">
          <span aria-hidden="true" className="mt-2.5 text-fg-muted [&_svg]:size-4">
            {icon}
          </span>
          <div className="flex min-w-48 flex-1 flex-col gap-0.5 py-1">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-medium text-fg">
                <CardLink to={editor.href(file)}>{file.title}</CardLink>
              </h4>
              {file.type ? <Badge>{file.type}</Badge> : null}
            </div>
            {file.description ? <p className="text-sm text-fg-muted">{file.description}</p> : null}
          </div>
          <div className="ml-auto">{editor.controls(file, file.title, move)}</div>
        </div>
      )}
    </SortableList>
  );
}

type SubSectionProps = { title: string; count: number; action: ReactNode; children: ReactNode };

function SubSection({ title, count, action, children }: SubSectionProps) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 className="flex items-baseline gap-2 text-base font-semibold text-fg">
          {title}
          <span className="text-sm font-normal text-fg-muted">({count})</span>
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Images (with the 'Image unavailable' fallback), documents and music attached to the novel. */
export function AssetsTab({ novel }: { novel: NovelDetail }) {
  const { images, documents, music } = novel.assets;
  const total = images.length + documents.length + music.length;
  const imageEditor = useNovelPartEditor(novel, 'images');
  const documentEditor = useNovelPartEditor(novel, 'documents');
  const musicEditor = useNovelPartEditor(novel, 'music');
  return (
    <>
      <TabSection
        title="Assets"
        count={total}
        empty={{
          isEmpty: total === 0,
          icon: <ImageIcon />,
          title: 'No assets yet',
          description: 'Images, documents and music for this novel will be collected here.',
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              {imageEditor.addButton}
              {documentEditor.addButton}
              {musicEditor.addButton}
            </div>
          ),
        }}
      >
        <div className="flex flex-col gap-8">
          <SubSection title="Images" count={images.length} action={imageEditor.addButton}>
            {images.length === 0 ? (
              <p className="text-sm text-fg-muted">No images attached yet.</p>
            ) : (
              <SortableList
                items={images}
                label="Images"
                nameOf={(image) => image.title}
                onMove={imageEditor.move}
                layout="grid"
                className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
              >
                {(image, move) => (
                  <Card className="flex h-full flex-col overflow-hidden transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
                    <FallbackImage src={image.url} alt={image.title} />
                    <div className="flex flex-1 flex-col gap-1 p-4">
                      <div className="flex flex-wrap items-center gap-2">
                        <h4 className="font-medium text-fg">
                          <CardLink to={imageEditor.href(image)}>{image.title}</CardLink>
                        </h4>
                        {image.type ? <Badge>{image.type}</Badge> : null}
                      </div>
                      {image.description ? (
                        <p className="text-sm text-fg-muted">{image.description}</p>
                      ) : null}
                      <div className="mt-auto pt-2">
                        <div className="flex justify-end border-t border-border pt-2">
                          {imageEditor.controls(image, image.title, move)}
                        </div>
                      </div>
                    </div>
                  </Card>
                )}
              </SortableList>
            )}
          </SubSection>
          <SubSection title="Documents" count={documents.length} action={documentEditor.addButton}>
            {documents.length === 0 ? (
              <p className="text-sm text-fg-muted">No documents attached yet.</p>
            ) : (
              <FileList files={documents} icon={<FileText />} label="Documents" editor={documentEditor} />
            )}
          </SubSection>
          <SubSection title="Music" count={music.length} action={musicEditor.addButton}>
            {music.length === 0 ? (
              <p className="text-sm text-fg-muted">No music attached yet.</p>
            ) : (
              <FileList files={music} icon={<Music />} label="Music" editor={musicEditor} />
            )}
          </SubSection>
        </div>
      </TabSection>
      {imageEditor.form}
      {documentEditor.form}
      {musicEditor.form}
    </>
  );
}
