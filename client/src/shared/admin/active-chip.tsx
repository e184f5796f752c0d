import Chip from '@mui/material/Chip';

/** Whether a record is in use (a user who may log in, a courier offered when shipping): Active or Inactive. */
export function ActiveChip({ active, testId }: { active: boolean; testId: string }) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
      variant="outlined"
      data-testid={testId}
    />
  );
}
