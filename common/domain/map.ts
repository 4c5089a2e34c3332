import { z } from 'zod';
import { idSchema, optionalText, requiredText } from './shared';

/** What a map may belong to (decision 059): the map of a universe, a world, a campaign or a novel. */
export const mapOwnerTypes = ['universe', 'world', 'campaign', 'novel'] as const;
export type MapOwnerType = (typeof mapOwnerTypes)[number];

/** The longest side a map image may have, and its largest area: 200 megapixels (16,000 × 12,500). */
export const MAP_IMAGE_MAX_SIDE = 32_000;
export const MAP_IMAGE_MAX_PIXELS = 200_000_000;

/** The uploaded picture of a map: its original (an image of `/images`) and its size in pixels. */
export const mapImageSchema = z.object({
  id: idSchema,
  width: z.number().int().positive().max(MAP_IMAGE_MAX_SIDE),
  height: z.number().int().positive().max(MAP_IMAGE_MAX_SIDE),
});
export type MapImage = z.infer<typeof mapImageSchema>;

/** A map's scale, set once: a line `pixels` long on the image is `amount` `unit` (miles, km, days). */
export const mapScaleSchema = z.object({
  pixels: z.number().positive('The measured line must be longer than nothing').max(100_000),
  amount: z.number().positive('The distance must be more than 0').max(1_000_000),
  unit: requiredText('Unit is required', 20),
});
export type MapScale = z.infer<typeof mapScaleSchema>;

/** A place on a map's picture, in the picture's own pixels from its top left. */
const coordinate = z
  .number()
  .min(0, 'A point must lie on the map')
  .max(MAP_IMAGE_MAX_SIDE, 'A point must lie on the map');
export const mapPointSchema = z.tuple([coordinate, coordinate]);
export type MapPoint = z.infer<typeof mapPointSchema>;

/** The most corners a region or points a route may have. */
export const MAP_SHAPE_POINTS_MAX = 2000;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be like #c08a2e');

/**
 * What a pin, region or route leads to: a record or a part, as a mention names it (`{ kind, id }`:
 * 'location', 'worlds/settlements', 'map' for a map inside this one); empty when it leads nowhere.
 */
const linkFields = {
  linkKind: z.string(),
  linkId: z.string(),
};

/** Layers are named groups of a map's pins, regions and routes, shown or hidden together. */
const layerField = { layer: z.string() };

export const mapPinSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  x: coordinate,
  y: coordinate,
  /** A lucide icon's name, or empty for the linked thing's kind's. */
  icon: z.string(),
  color: colour,
  ...layerField,
  ...linkFields,
});
export type MapPin = z.infer<typeof mapPinSchema>;

export const mapRegionSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  points: z.array(mapPointSchema).min(3, 'A region needs at least 3 corners').max(MAP_SHAPE_POINTS_MAX),
  color: colour,
  ...layerField,
  ...linkFields,
});
export type MapRegion = z.infer<typeof mapRegionSchema>;

export const mapRouteSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  points: z.array(mapPointSchema).min(2, 'A route needs at least 2 points').max(MAP_SHAPE_POINTS_MAX),
  color: colour,
  ...layerField,
  ...linkFields,
});
export type MapRoute = z.infer<typeof mapRouteSchema>;

export const mapSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
  ownerType: z.enum(mapOwnerTypes),
  ownerId: idSchema,
  /** Null until a picture is uploaded (`PUT /maps/:id/image`). */
  image: mapImageSchema.nullable(),
  scale: mapScaleSchema.nullable(),
  pins: z.array(mapPinSchema),
  regions: z.array(mapRegionSchema),
  routes: z.array(mapRouteSchema),
});
export type MapRecord = z.infer<typeof mapSchema>;
/** A map's own fields: its pins, regions and routes are parts (rows of `parts`). */
export type MapRow = Omit<MapRecord, 'pins' | 'regions' | 'routes'>;

const ownerFields = {
  ownerType: z.enum(mapOwnerTypes, { error: 'Choose what the map belongs to' }),
  ownerId: requiredText('Choose what the map belongs to', 100),
};

export const newMapSchema = z.object({
  name: requiredText('Name is required'),
  description: optionalText(),
  ...ownerFields,
  scale: mapScaleSchema.nullable().optional(),
});
export type NewMap = z.input<typeof newMapSchema>;

/** A map's own fields; its picture changes only by an upload (or a restore from its history). */
export const mapUpdateSchema = z
  .object({
    name: requiredText('Name is required'),
    description: optionalText(),
    ...ownerFields,
    scale: mapScaleSchema.nullable(),
  })
  .partial();
export type MapUpdate = z.input<typeof mapUpdateSchema>;

/** `GET /maps`: every map, or those of one owner. */
export const mapListQuerySchema = z.strictObject({
  ownerType: z.enum(mapOwnerTypes).optional(),
  ownerId: idSchema.optional(),
  /** Only the maps with a pin, region or route leading to this record or part (a location's maps). */
  linkKind: z.string().min(1).max(100).optional(),
  linkId: idSchema.regex(/^[A-Za-z0-9_-]+$/, 'Not an id').optional(),
});
