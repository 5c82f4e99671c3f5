import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, apolloClient } from './app/app';
import { preloadConsoleTab } from './modules/console/components/console-tab-content';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

preloadConsoleTab(window.location.pathname, apolloClient);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
