import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import '../index.css';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={initI18n()}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
