import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DeleteDialog } from '../../../shared/admin/confirm-dialog';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { StatusMessage } from '../../../shared/ui/status-message';
import { PostForm } from '../components/post-form';
import { ApiPicture } from '../../../shared/admin/api-picture';
import { postLinkLabel } from '../post-link';
import { useInstagramPosts } from '../use-instagram-posts';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
} as const;

type Posts = ReturnType<typeof useInstagramPosts>;

/** One post: its picture, its link (the path tells posts apart), Edit and Delete; outlined while edited. */
function PostCard({ post, index, posts }: { post: Posts['posts'][number]; index: number; posts: Posts }) {
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="instagram-card"
      data-link={post.link}
      sx={{ outline: posts.editing?.id === post.id ? '2px solid' : undefined, outlineColor: 'primary.main' }}
    >
      <ApiPicture src={post.imagePath} alt={`Post ${index + 1}`} eager={index < 12} />
      <Box sx={{ px: 1.5, pt: 1 }}>
        {/* The path tells posts apart; the whole link is the title (and where it opens). */}
        <Link
          href={post.link}
          title={post.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="caption"
          data-testid="instagram-link"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {postLinkLabel(post.link)}
        </Link>
      </Box>
      <CardActions sx={{ justifyContent: 'flex-end', gap: 1, px: 1, pt: 0 }}>
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit post ${index + 1}`} onClick={() => posts.startEdit(post)} data-testid="instagram-edit">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            size="small"
            color="error"
            aria-label={`Delete post ${index + 1}`}
            onClick={() => posts.deletion.request(post)}
            data-testid="instagram-delete"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}

/** The posts, newest first, each with Edit and Delete; loading, empty and error states. */
function PostsGrid({ posts }: { posts: Posts }) {
  return (
    <Box component="section" aria-label="Posts">
      {posts.error ? (
        <StatusMessage tone="error" onRetry={posts.retry} testId="instagram-error">
          {posts.error}
        </StatusMessage>
      ) : posts.loading ? (
        <Box>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }} data-testid="instagram-loading">
            Loading posts...
          </Typography>
          <Box sx={GRID}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
            ))}
          </Box>
        </Box>
      ) : posts.posts.length === 0 ? (
        <StatusMessage testId="instagram-empty">No posts found</StatusMessage>
      ) : (
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }} data-testid="instagram-grid">
          {posts.posts.map((post, index) => (
            <PostCard key={post.id} post={post} index={index} posts={posts} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The storefront's Instagram posts: an add form, an edit form with Cancel, and a grid with Edit and Delete. */
export function InstagramView() {
  const posts = useInstagramPosts();
  return (
    <Box data-testid="admin-instagram">
      <AdminPageHeader title="Social Posts" subtitle="The Instagram posts shown on the home and about pages, newest first." />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '380px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, position: { lg: 'sticky' }, top: { lg: 88 } }}>
          {posts.editing ? (
            <PostForm
              key={`edit-${posts.editing.id}`}
              mode="edit"
              initial={posts.editing}
              onSubmit={posts.edit}
              onReload={posts.reloadEditing}
              onCancel={posts.cancelEdit}
            />
          ) : (
            <PostForm key="add" mode="add" onSubmit={posts.add} />
          )}
        </Box>
        <PostsGrid posts={posts} />
      </Box>
      <DeleteDialog
        deletion={posts.deletion}
        title="Delete post"
        message="Are you sure you want to delete this post?"
        testId="instagram-delete-dialog"
      />
    </Box>
  );
}
