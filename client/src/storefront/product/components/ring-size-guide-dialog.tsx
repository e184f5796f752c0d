import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { SupportEmailLink } from '../../../shared/shop-identity/support-email-link';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { formatMm } from '../ring-size';
import type { RingSize } from '../ring-size';

interface RingSizeGuideDialogProps {
  open: boolean;
  onClose: () => void;
  sizes: readonly RingSize[];
  selectedId: number | null;
  /** Chooses a size from the table (and closes the guide). */
  onSelect: (id: number) => void;
}

/**
 * The ring-size guide: the product's Indian ring sizes with their inner diameter (from the size
 * labels) and inner circumference, and how to measure at home. Full screen on phones.
 */
export function RingSizeGuideDialog({ open, onClose, sizes, selectedId, onSelect }: RingSizeGuideDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      data-testid="ring-size-guide"
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontFamily: (theme) => theme.typography.h5.fontFamily, fontSize: '1.6rem' }}>
        Ring size guide
      </DialogTitle>
      <IconButton aria-label="Close ring size guide" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The Indian ring sizes offered for this piece, measured inside the ring. Measure the inner diameter of a ring that fits the finger
          well, or wrap a strip of paper around the finger and measure its length (the circumference). Between two sizes, choose the larger
          one.
        </Typography>
        <Box sx={{ overflowX: 'auto', mx: { xs: -1, sm: 0 } }}>
          <Table size="small" aria-labelledby={titleId} data-testid="ring-size-table" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Indian size
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Diameter
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Circumference
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Choose
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sizes.map((size) => (
                <SizeRow key={size.id} size={size} chosen={size.id === selectedId} onSelect={onSelect} />
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Not sure? Write to <SupportEmailLink subject="Help with my ring size" underline="always" /> and we will help you find your size.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One size: its Indian number, diameter, circumference, and Choose (or Selected). */
function SizeRow({
  size,
  chosen,
  onSelect,
}: {
  size: RingSizeGuideDialogProps['sizes'][number];
  chosen: boolean;
  onSelect: (id: number) => void;
}) {
  return (
    <TableRow selected={chosen} data-testid="ring-size-row">
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {size.indianSize}
      </TableCell>
      <TableCell align="right">{formatMm(size.diameterMm)} mm</TableCell>
      <TableCell align="right">{formatMm(size.circumferenceMm)} mm</TableCell>
      <TableCell align="right" sx={{ py: 0.5 }}>
        {chosen ? (
          <Typography component="span" variant="caption" sx={{ fontWeight: 600, color: 'success.main' }}>
            Selected
          </Typography>
        ) : (
          <Button size="small" onClick={() => onSelect(size.id)} aria-label={`Choose size ${size.indianSize}`} sx={{ minWidth: 0, px: 1 }}>
            Choose
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
