import { describe, expect, it } from 'vitest';
import { newPartSchema } from '../../../../common/api/parts';
import { emptyNovelParts } from '../../../../common/domain/new-record-defaults';
import type { NovelDetail } from '../../../../common/domain/novel';
import { partFormValues, readPartForm } from '../../../ui/part-form-values';
import { isTabCurrent } from '../../../ui/tab-links';
import { novelTabs } from '../novel-tabs';
import {
  novelKind,
  novelPageTitle,
  novelPartDefaults,
  novelPartsAt,
  novelSegments,
  novelSegmentTab,
} from './novel-parts';

const novel: NovelDetail = {
  id: 'n-1',
  title: 'The Crown',
  status: 'draft',
  wordCount: 0,
  lastUpdated: '2026-11-01T10:00:00.000Z',
  coverUrl: '',
  description: '',
  isFavorite: false,
  ...emptyNovelParts(),
  chapters: [{ id: 'ch-1', title: 'Opening', wordCount: 10 }],
  assets: {
    images: [],
    documents: [],
    music: [{ id: 'm-1', title: 'Forge rhythm', type: '', description: '' }],
  },
};

describe('novel parts', () => {
  it('a new part of every list is valid with its defaults and a name', () => {
    for (const segment of novelSegments) {
      const spec = novelKind(segment);
      const values = {
        ...partFormValues(spec.fields, undefined, novelPartDefaults(segment)),
        [spec.nameField]: 'A',
      };
      expect(newPartSchema(spec).safeParse(readPartForm(spec.fields, values)).success, segment).toBe(true);
    }
  });

  it('every list belongs to one of the novel’s tabs', () => {
    const paths: readonly string[] = novelTabs.map((tab) => tab.path);
    for (const segment of novelSegments) expect(paths).toContain(novelSegmentTab[segment].path);
    expect(novelSegmentTab.music.label).toBe('Assets');
  });

  it('marks a part’s tab current on its own page, and only that tab', () => {
    for (const segment of novelSegments) {
      const current = novelTabs.filter((tab) =>
        isTabCurrent(`/novels/n-1/${segment}/p-1`, '/novels/n-1', tab),
      );
      expect(current.map((tab) => tab.path)).toEqual([novelSegmentTab[segment].path]);
    }
  });

  it('finds the list at each segment, assets included', () => {
    expect(novelPartsAt(novel, 'chapters').map((part) => part.id)).toEqual(['ch-1']);
    expect(novelPartsAt(novel, 'music').map((part) => part.id)).toEqual(['m-1']);
  });

  it('titles a part’s page with its name, then the novel’s', () => {
    expect(novelPageTitle(novel, '')).toBe('The Crown');
    expect(novelPageTitle(novel, 'chapters')).toBe('The Crown');
    expect(novelPageTitle(novel, 'chapters/ch-1')).toBe('Opening · The Crown');
    expect(novelPageTitle(novel, 'music/m-1')).toBe('Forge rhythm · The Crown');
    expect(novelPageTitle(novel, 'chapters/ch-9')).toBe('Chapter Not Found · The Crown');
    expect(novelPageTitle(novel, 'dragons/ch-1')).toBe('The Crown');
  });
});
