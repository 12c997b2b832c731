// Swizzle (wrap): the theme's code line, memoised. A code block renders again right after
// hydration (its colour-mode context gets the stored or default choice; a long line makes it
// scrollable) and its lines would all render with it, ~1,400 components on an operation page.
// Their props (the memoised tokens, and prop getters that plugins/theme-patches/prism keeps stable
// per Prism theme) are unchanged then, so they skip that pass; a theme change gives new getters,
// and the lines render in the new colours.
import { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';

export default memo(Line);
