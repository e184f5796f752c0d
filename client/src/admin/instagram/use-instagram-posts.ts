import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  InstagramAdminCreateDocument,
  InstagramAdminDeleteDocument,
  InstagramAdminPostsDocument,
  InstagramAdminUpdateDocument,
} from './instagram.generated';
import type { InstagramAdminPostFragment } from './instagram.generated';
import type { Refusal } from '../../shared/admin/resource-results';
import { outcomeOfCall } from '../../shared/admin/resource-sources';
import { toastAndCloseFailure, useConfirmedDelete } from '../../shared/admin/use-resource-delete';
import { notify } from '../../shared/ui/notify';
import type { PostFormValues } from './post-form-schema';
import { usePageQuery } from '../../shared/admin/use-page-query';

export const INSTAGRAM_TEXTS = {
  loadFailed: 'Failed to load posts',
  addFailed: 'Failed to add post',
  editFailed: 'Failed to edit post',
  deleteFailed: 'Failed to delete post',
  added: 'Post added',
  edited: 'Post updated',
  deleted: 'Post deleted',
} as const;

/** What a save answered: ok, or the server's refusal (its field errors go under the form's fields). */
export type SaveOutcome = { ok: true } | Refusal;

// A failed delete is a toast (the server's words when it sent some) and the dialog closes.
const POST_DELETE_FAILURE = toastAndCloseFailure(INSTAGRAM_TEXTS.deleteFailed);

/**
 * The social posts page's controller: the posts, add, edit (link and an optional new image) and a
 * delete that asks first. The list query is refetched after each change so the storefront's cached
 * posts (same root field) follow.
 */
export function useInstagramPosts() {
  const { data, refetch, reload, load } = usePageQuery(InstagramAdminPostsDocument, INSTAGRAM_TEXTS.loadFailed);
  const [create] = useMutation(InstagramAdminCreateDocument);
  const [update] = useMutation(InstagramAdminUpdateDocument);
  const [remove] = useMutation(InstagramAdminDeleteDocument);
  const [editing, setEditing] = useState<InstagramAdminPostFragment | null>(null);

  const add = useCallback(
    async (values: PostFormValues): Promise<SaveOutcome> => {
      const outcome = await outcomeOfCall(
        async () => (await create({ variables: { image: values.image as File, link: values.link.trim() } })).data?.createSocialPost,
        INSTAGRAM_TEXTS.addFailed,
      );
      if (!outcome.ok) return outcome;
      notify.success(INSTAGRAM_TEXTS.added);
      await reload();
      return { ok: true };
    },
    [create, reload],
  );

  const edit = useCallback(
    async (values: PostFormValues): Promise<SaveOutcome> => {
      if (!editing) return { ok: true };
      // The version the post was opened at guards the save (docs/decisions.md#no-lost-updates).
      const variables = { id: editing.id, link: values.link.trim(), image: values.image ?? undefined, expectedVersion: editing.version };
      const outcome = await outcomeOfCall(async () => (await update({ variables })).data?.updateSocialPost, INSTAGRAM_TEXTS.editFailed);
      if (!outcome.ok) return outcome;
      notify.success(INSTAGRAM_TEXTS.edited);
      setEditing(null);
      await reload();
      return { ok: true };
    },
    [editing, reload, update],
  );

  /** A stale save's Reload: the stored post becomes the one edited (with its new version); null when it is gone. */
  const reloadEditing = useCallback(async () => {
    if (!editing) return null;
    const answer = await refetch();
    const fresh = answer.data?.socialPosts.find((post) => post.id === editing.id) ?? null;
    if (fresh) setEditing(fresh);
    return fresh;
  }, [editing, refetch]);

  const removePost = useCallback(
    async (post: InstagramAdminPostFragment) => {
      await remove({ variables: { id: post.id } });
      notify.success(INSTAGRAM_TEXTS.deleted);
      if (editing?.id === post.id) setEditing(null);
      await reload();
    },
    [editing, reload, remove],
  );
  const deletion = useConfirmedDelete(removePost, POST_DELETE_FAILURE);

  return {
    posts: data?.socialPosts ?? [],
    ...load,
    add,
    edit,
    editing,
    reloadEditing,
    startEdit: setEditing,
    cancelEdit: () => setEditing(null),
    deletion,
  };
}
