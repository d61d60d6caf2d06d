import { ApiReferenceReact } from '@scalar/api-reference-react';
// The package's own styles (its entry does not import them).
import '@scalar/api-reference-react/style.css';

/**
 * Scalar's reader of the description, in a module of its own: the console loads it (and its large
 * bundle) only when Admin opens 'Описание API'. No calls from the page: the reference only reads.
 */
export default function ApiReference({ document }: { document: Record<string, unknown> }) {
  return (
    <ApiReferenceReact
      configuration={{
        content: document,
        hideClientButton: true,
        hideTestRequestButton: true,
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        agent: { disabled: true },
        mcp: { disabled: true },
      }}
    />
  );
}
