import { Router } from 'express';
import { MAX_SOCIAL_POSTS } from '../domain/content/content.service';
import type { Services } from '../services';

/**
 * Legacy GET /slider/active and GET /instagram-posts (docs/legacy-rest.md#storefront-content; the
 * back-office reads them too). Image paths are answered as stored: relative to the API base (uploads/...).
 */
export function contentRoutes({ content }: Services): Router {
  const router = Router();

  router.get('/slider/active', async (req, res) => {
    const images = await content.listActiveSliderImages(req.ctx);
    res.json(images.map((image) => ({ sliderId: image.id, imageUrl: image.imageUrl })));
  });

  router.get('/instagram-posts', async (req, res) => {
    const posts = await content.listSocialPosts(req.ctx, MAX_SOCIAL_POSTS);
    res.json(posts.map((post) => ({ id: post.id, imagePath: post.imagePath, link: post.link })));
  });

  return router;
}
