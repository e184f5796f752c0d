import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useShopIdentity } from '../../../shared/shop-identity/use-shop-identity';

/**
 * Where the studio is: a drawn street plan with the studio's pin (no third-party embed: nothing loads from another
 * site, and nothing tracks the visitor; no street names, as the address is configured: docs/decisions.md#one-shop-identity),
 * with a link that opens the configured address in a maps app.
 */
export function ContactMap() {
  const shop = useShopIdentity();
  const label = shop?.tradingName ?? 'Our studio';
  const mapsUrl = shop ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.mapsQuery)}` : null;
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="contact-map">
      <Box
        component="svg"
        viewBox="0 0 640 400"
        role="img"
        aria-label={shop ? `Map: our studio at ${shop.mapsQuery}` : 'Map of our studio'}
        sx={{ display: 'block', width: '100%', height: 'auto', border: 1, borderColor: 'divider', bgcolor: '#f3ede4' }}
      >
        <defs>
          <pattern id="contact-map-blocks" width="40" height="40" patternUnits="userSpaceOnUse">
            <rect width="40" height="40" fill="#f3ede4" />
            <rect x="4" y="4" width="32" height="32" rx="3" fill="#ebe2d3" />
          </pattern>
        </defs>
        <rect width="640" height="400" fill="url(#contact-map-blocks)" />
        {/* A park */}
        <path d="M0 0 H250 Q270 60 240 130 Q200 190 90 170 Q30 160 0 180 Z" fill="#d7e2cc" />
        {/* A lake */}
        <path d="M520 20 Q600 10 630 60 Q640 120 580 130 Q520 120 510 80 Q505 40 520 20 Z" fill="#cfdde4" />
        {/* Roads */}
        <g stroke="#fffdf9" strokeLinecap="round" fill="none">
          <path d="M0 210 Q320 190 640 205" strokeWidth="22" />
          <path d="M0 318 Q300 300 640 330" strokeWidth="16" />
          <path d="M300 0 Q320 200 290 400" strokeWidth="16" />
          <path d="M470 0 Q440 210 500 400" strokeWidth="12" />
          <path d="M120 400 Q160 300 300 260 Q420 230 640 270" strokeWidth="10" />
        </g>
        {/* The studio */}
        <g transform="translate(372 300)">
          <ellipse cx="0" cy="8" rx="14" ry="5" fill="rgba(31,29,26,0.2)" />
          <path d="M0 6 C-6 -8 -22 -18 -22 -36 A22 22 0 1 1 22 -36 C22 -18 6 -8 0 6 Z" fill="#846530" />
          <path d="M0 -48 L9 -39 L0 -26 L-9 -39 Z" fill="#fffdf9" />
        </g>
        <g transform="translate(396 268)">
          <rect width={Math.min(236, 24 + label.length * 8.4)} height="34" rx="4" fill="#1f1d1a" />
          <text x="12" y="22" fontFamily="Manrope, sans-serif" fontSize="14" fontWeight="600" fill="#fbf8f3">
            {label}
          </text>
        </g>
      </Box>
      <Box component="figcaption" sx={{ mt: 1.5, minHeight: 24 }}>
        {mapsUrl ? (
          <Link
            href={mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            Open in Google Maps
            <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
            <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              (opens in a new tab)
            </Box>
          </Link>
        ) : null}
      </Box>
    </Box>
  );
}
