// Arco's React 19 adapter must run before any Arco module renders (docs/notes/web-components.md §3.1).
import '@arco-design/web-react/es/_util/react-19-adapter';
import { startKitConfig } from './kit-config';
import { installKitNotifier } from './kit-notifier';

/** Wires this copy of the kit to the page: the shared configuration and the core's messages. */
export function bootKit(): void {
  startKitConfig();
  installKitNotifier();
}
