import type { AppOptions, CustomRoute } from '@slack/bolt';
import { InstallProvider } from '@slack/oauth';

export interface OAuthInstall {
  /** Runs the install pages and answers `authorize` from the installation store. */
  installer: InstallProvider;
  /** `/slack/install` and the OAuth redirect path, served as custom routes. */
  routes: CustomRoute[];
}

export interface SplitOptions {
  /** The App options without a token or OAuth installer options (the app passes `authorize`). */
  appOptions: AppOptions;
  /** Present in OAuth mode. */
  oauth: OAuthInstall | undefined;
}

/**
 * Bolt refuses an `authorize` option next to its own OAuth installer or a token. The app passes
 * its own `authorize` (src/slack/slack-clients.ts), so the installer options are taken out of
 * the App options here and given to an InstallProvider of our own, whose public install and
 * callback handlers serve the same two paths Bolt's receiver would.
 */
export function splitInstaller(options: AppOptions): SplitOptions {
  const {
    token: _token,
    clientId,
    clientSecret,
    stateSecret,
    installationStore,
    scopes,
    redirectUri,
    installerOptions = {},
    ...rest
  } = options;
  // Socket Mode serves the custom routes on the installer's port.
  const appOptions: AppOptions =
    installerOptions.port === undefined
      ? rest
      : { ...rest, installerOptions: { port: installerOptions.port } };
  if (clientId === undefined || clientSecret === undefined) return { appOptions, oauth: undefined };

  const logger = options.logger;
  const installer = new InstallProvider({
    clientId,
    clientSecret,
    stateSecret,
    installationStore,
    ...(logger ? { logger } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    directInstall: installerOptions.directInstall,
    stateStore: installerOptions.stateStore,
    stateVerification: installerOptions.stateVerification,
    clientOptions: installerOptions.clientOptions,
    authorizationUrl: installerOptions.authorizationUrl,
  });
  const installUrlOptions = {
    scopes: scopes ?? [],
    userScopes: installerOptions.userScopes,
    metadata: installerOptions.metadata,
    redirectUri,
  };
  const failed = (what: string) => (err: unknown) =>
    logger?.error(`The ${what} failed unexpectedly`, err instanceof Error ? err : String(err));
  const routes: CustomRoute[] = [
    {
      path: installerOptions.installPath ?? '/slack/install',
      method: 'GET',
      handler: (req, res) => {
        installer
          .handleInstallPath(req, res, installerOptions.installPathOptions ?? {}, installUrlOptions)
          .catch(failed('install page'));
      },
    },
    {
      path: installerOptions.redirectUriPath ?? '/slack/oauth_redirect',
      method: 'GET',
      handler: (req, res) => {
        const callbackOptions = installerOptions.callbackOptions ?? {};
        const done =
          installerOptions.stateVerification === false
            ? installer.handleCallback(req, res, callbackOptions, installUrlOptions)
            : installer.handleCallback(req, res, callbackOptions);
        done.catch(failed('OAuth redirect'));
      },
    },
  ];
  return { appOptions, oauth: { installer, routes } };
}
