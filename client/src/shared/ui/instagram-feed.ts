/** A post of the shop's Instagram feed, as the home collage and the About page's grid show it. */
export interface InstagramPost {
  id: number;
  imagePath: string;
  link: string;
}

/** What a view of the feed is given: the posts (undefined until they come), and how their request is going. */
export interface InstagramFeedProps {
  posts: readonly InstagramPost[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Social pictures are square, 1080 × 1080: the attributes reserve the space before they load. */
export const POST_IMAGE_SIZE = 1080;
