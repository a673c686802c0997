// Widths of the placeholder rows, each a distinct key.
const ROWS = [92, 100, 86, 99, 74, 96, 88, 64];

/**
 * What a screen shows the moment it is opened while its code still downloads: the shape of a
 * page (filters, then rows) in place of the previous screen. Plain elements and CSS (app.css):
 * it ships with the first load, which antd's Card and Skeleton would weigh.
 */
export const PageSkeleton = () => (
  <div className="page-skeleton" data-testid="page-skeleton" aria-busy="true">
    <div className="page-skeleton-filters">
      <span className="page-skeleton-bar" style={{ width: 240 }} />
      <span className="page-skeleton-bar" style={{ width: 160 }} />
      <span className="page-skeleton-bar" style={{ width: 96 }} />
    </div>
    {ROWS.map((width) => (
      <span key={width} className="page-skeleton-bar" style={{ width: `${width}%` }} />
    ))}
  </div>
);
