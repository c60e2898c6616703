/** The part of the URL the site's shared components look at. */
export interface SiteLocation {
  pathname: string;
  /** '' or '#anchor'. */
  hash: string;
  /** Differs for every move, so following the same anchor twice is still a move. */
  key: string;
}
