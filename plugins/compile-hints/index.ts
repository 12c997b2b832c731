/**
 * V8's explicit compile hints: the magic comment `//# allFunctionsCalledOnLoad` on the first line
 * of the scripts every page runs at load (`runtime~main`, `main`, and the `common` chunk of the
 * theme), so Chromium 136+ compiles their functions on a background thread while they stream in,
 * instead of compiling each module's function on the main thread the first time it is called.
 * Other browsers read a comment. Route chunks are left lazy: most of their functions never run on
 * a given page. Measured in PERFORMANCE.md ("compile hints"); tests/build/compile-hints.test.ts
 * checks the built files.
 */
import type { Plugin } from '@docusaurus/types';

export const compileHintComment = '//# allFunctionsCalledOnLoad';

/** The client scripts that run on every page load, by their built file name. */
export const eagerlyCompiledScripts = /^assets\/js\/(runtime~main|main|common)\.[0-9a-f]+\.js$/;

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHintComment,
            raw: true,
            test: eagerlyCompiledScripts,
            // After the minifier, which drops comments; V8 reads the hint only on the first line.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
