import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useImageSource } from './image-services';

// Pictures drawn outside an <img> (a canvas, an SVG): each address read once through the app's image
// services (a stored image with the token, as an object URL), answered as one map for the drawing.

function PictureSource({ src, onSource }: { src: string; onSource: (src: string, source: string) => void }) {
  const source = useImageSource(src);
  useEffect(() => {
    if (source !== undefined) onSource(src, source);
  }, [src, source, onSource]);
  return null;
}

/**
 * The address each picture can be drawn from, by its stored address: absent while it is read and when
 * it could not be (the drawing then keeps its usual shape). Render `readers` somewhere in the tree.
 */
export function usePictureSources(urls: readonly (string | undefined)[]): {
  sources: ReadonlyMap<string, string>;
  readers: ReactNode;
} {
  const key = [...new Set(urls.filter((url): url is string => url !== undefined && url !== ''))]
    .sort()
    .join('\n');
  const wanted = useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
  const [found, setFound] = useState<ReadonlyMap<string, string>>(new Map());
  const handleSource = useCallback((src: string, source: string) => {
    setFound((before) => {
      if (before.get(src) === source) return before;
      const next = new Map(before);
      if (source === '') next.delete(src);
      else next.set(src, source);
      return next;
    });
  }, []);
  const sources = useMemo(
    () =>
      new Map(wanted.flatMap((src) => (found.has(src) ? [[src, found.get(src) as string] as const] : []))),
    [wanted, found],
  );
  const readers = wanted.map((src) => <PictureSource key={src} src={src} onSource={handleSource} />);
  return { sources, readers };
}
