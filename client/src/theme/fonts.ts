// The brand typefaces, self-hosted: Vite copies the woff2 files into /assets, so no page asks another
// host for a font and every platform shows the same type. Variable fonts: one file per script covers
// every weight. Browsers fetch only the scripts a page uses (unicode-range); the rupee sign is in the
// latin-ext file of both.
import '@fontsource-variable/cormorant-garamond/wght.css';
import '@fontsource-variable/manrope/wght.css';
