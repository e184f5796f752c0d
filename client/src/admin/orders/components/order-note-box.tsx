import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { OrdersAddNoteDocument } from '../orders.generated';
import { tooLongProblem, withCounter } from '../../../shared/forms/text-limit';
import { notify } from '../../../shared/ui/notify';

/** The server's limit (orders-admin.validation.ts). */
const NOTE_MAX_LENGTH = 500;
export const NOTE_REQUIRED = 'Write the note first';
export const NOTE_FAILED = 'The note could not be saved. Please try again.';

/**
 * An internal note on the order's history (never shown to the customer). The answer is the new event, appended
 * to the order's history in the cache, so the timeline shows it without reading the list again.
 */
export function OrderNoteBox({ orderId }: { orderId: number }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addNote, { loading }] = useMutation(OrdersAddNoteDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = note.trim() === '' ? NOTE_REQUIRED : tooLongProblem('Note', note, NOTE_MAX_LENGTH);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const { data } = await addNote({
        variables: { orderId, note: note.trim() },
        update: (cache, answer) => {
          const added = answer.data?.addOrderNote;
          if (added?.__typename !== 'OrderEvent') return;
          cache.modify<{ history: readonly Reference[] }>({
            id: cache.identify({ __typename: 'AdminOrder', id: orderId }),
            fields: {
              history: (existing, { toReference }) => {
                const reference = toReference({ __typename: 'OrderEvent', id: added.id });
                return reference ? [...existing, reference] : existing;
              },
            },
          });
        },
      });
      const result = data?.addOrderNote;
      if (result?.__typename === 'OrderEvent') {
        setNote('');
        notify.success('Note added');
        return;
      }
      const field = result && 'fieldErrors' in result ? result.fieldErrors.find((f) => f.field === 'note') : undefined;
      setError(field?.message ?? result?.message ?? NOTE_FAILED);
    } catch {
      setError(NOTE_FAILED);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}
    >
      <TextField
        label="Add internal note"
        size="small"
        fullWidth
        multiline
        maxRows={4}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? withCounter('Seen by administrators only', note, NOTE_MAX_LENGTH)}
        slotProps={{ htmlInput: { 'data-testid': 'order-note-input' } }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Button type="submit" variant="outlined" disabled={loading} data-testid="order-note-add" sx={{ flexShrink: 0, mt: 0.25 }}>
        Add note
      </Button>
    </Box>
  );
}
