import { FileText, ImageIcon, Music } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FileAsset, NovelDetail } from '../../../../common/domain/novel';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { FallbackImage } from '../../../ui/fallback-image';
import { TabSection } from '../../../ui/tab-section';

function FileList({ files, icon, label }: { files: FileAsset[]; icon: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-xl border border-border bg-surface">
      {files.map((file) => (
        <li key={file.id} className="flex items-start gap-3 px-4 py-3">
          <span aria-hidden="true" className="mt-0.5 text-fg-muted [&_svg]:size-4">
            {icon}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-medium text-fg">{file.title}</h4>
              {file.type ? <Badge>{file.type}</Badge> : null}
            </div>
            {file.description ? <p className="text-sm text-fg-muted">{file.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function SubSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="flex items-baseline gap-2 text-base font-semibold text-fg">
        {title}
        <span className="text-sm font-normal text-fg-muted">({count})</span>
      </h3>
      {children}
    </section>
  );
}

/** Images (with the 'Image unavailable' fallback), documents and music attached to the novel. */
export function AssetsTab({ novel }: { novel: NovelDetail }) {
  const { images, documents, music } = novel.assets;
  const total = images.length + documents.length + music.length;
  return (
    <TabSection
      title="Assets"
      count={total}
      empty={{
        isEmpty: total === 0,
        icon: <ImageIcon />,
        title: 'No assets yet',
        description: 'Images, documents and music for this novel will be collected here.',
      }}
    >
      <div className="flex flex-col gap-8">
        <SubSection title="Images" count={images.length}>
          {images.length === 0 ? (
            <p className="text-sm text-fg-muted">No images attached yet.</p>
          ) : (
            <ul aria-label="Images" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {images.map((image) => (
                <li key={image.id}>
                  <Card className="flex h-full flex-col overflow-hidden">
                    <FallbackImage src={image.url} alt={image.title} />
                    <div className="flex flex-col gap-1 p-4">
                      <div className="flex flex-wrap items-center gap-2">
                        <h4 className="font-medium text-fg">{image.title}</h4>
                        {image.type ? <Badge>{image.type}</Badge> : null}
                      </div>
                      {image.description ? (
                        <p className="text-sm text-fg-muted">{image.description}</p>
                      ) : null}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </SubSection>
        <SubSection title="Documents" count={documents.length}>
          {documents.length === 0 ? (
            <p className="text-sm text-fg-muted">No documents attached yet.</p>
          ) : (
            <FileList files={documents} icon={<FileText />} label="Documents" />
          )}
        </SubSection>
        <SubSection title="Music" count={music.length}>
          {music.length === 0 ? (
            <p className="text-sm text-fg-muted">No music attached yet.</p>
          ) : (
            <FileList files={music} icon={<Music />} label="Music" />
          )}
        </SubSection>
      </div>
    </TabSection>
  );
}
