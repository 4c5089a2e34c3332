// The month grid's layout is pure calendar arithmetic, shared with the world-date picker (src/ui): it
// lives in common/time/month-grid.ts.
export * from '../../../../common/time/month-grid';
