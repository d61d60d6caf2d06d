import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Provider } from 'jotai';
import { App } from './App';
import { appStore } from './shell/state/store';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={appStore}>
        <FluentProvider theme={webLightTheme} style={{ height: '100%' }}>
          <App />
        </FluentProvider>
      </Provider>
    </StrictMode>,
  );
}
