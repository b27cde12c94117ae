/** The `watch` namespace in English (the source of its keys). */
export const watchEn = {
  failures_one: '{{count}} failure',
  failures_other: '{{count}} failures',
  'count.pending_one': '{{count}} pending',
  'count.pending_other': '{{count}} pending',
  'count.success_one': '{{count}} success',
  'count.success_other': '{{count}} success',
  'count.failed_one': '{{count}} failed',
  'count.failed_other': '{{count}} failed',
  'count.dropped_one': '{{count}} dropped',
  'count.dropped_other': '{{count}} dropped',
  'count.anomaly_one': '{{count}} anomaly',
  'count.anomaly_other': '{{count}} anomalies',
  'incident.slackAnswered': 'Slack answered `{{code}}`',
  'incident.answer': '{{http}}, answer `{{excerpt}}`',
  'incident.latest': 'Latest: `{{event}}` — {{status}} ({{answer}})',
  'incident.open_one':
    ':rotating_light: Deliveries to {{name}} are failing: *{{count}} failed delivery* since {{since}}{{split}}.',
  'incident.open_other':
    ':rotating_light: Deliveries to {{name}} are failing: *{{count}} failed deliveries* since {{since}}{{split}}.',
  'incident.createdBy': 'Created by <@{{user}}>.',
  'incident.recovered': ':white_check_mark: {{name}} recovered after {{failures}} ({{took}}).',
  'incident.closed.paused':
    ':white_circle: {{name}} was paused; this alert is closed after {{failures}}.',
  'incident.closed.deleted':
    ':white_circle: {{name}} was deleted; this alert is closed after {{failures}}.',
  'incident.button.deliveries': 'Deliveries',
  'incident.button.test': 'Send test',
  'incident.button.pause': 'Pause',
  'incident.button.mute': 'Mute 1 h',
  'incident.button.pauseFailing': 'Pause all failing',
  'incident.update_one': '{{count}} more failed delivery ({{failures}} in all). {{latest}}',
  'incident.update_other': '{{count}} more failed deliveries ({{failures}} in all). {{latest}}',
  'incident.endReply.recovered':
    ':white_check_mark: A delivery succeeded at {{at}}: recovered after {{failures}} ({{took}}).',
  'incident.endReply.paused': ':white_circle: The destination was paused, so this alert is closed.',
  'incident.endReply.deleted':
    ':white_circle: The destination was deleted, so this alert is closed.',
  'incident.testFrom': 'Test sent from this alert by <@{{user}}>.',
  'digest.heading': 'Enlivy deliveries, last 24 hours (digest of {{date}})',
  'digest.empty': ':bar_chart: {{heading}}: no deliveries.',
  'digest.failing': ' — failing: {{events}}',
  'digest.more_one': '…and {{count}} more destination.',
  'digest.more_other': '…and {{count}} more destinations.',
  'digest.incomplete': 'A busy day: only the first {{max}} deliveries are counted.',
  'settings.how':
    'Change it with `/enlivy watch #channel`, stop it with `/enlivy watch off`, silence one destination with `/enlivy watch mute NAME [for 2h]`.',
  'settings.threshold_one':
    'An alert opens on any anomaly or dropped delivery, or as soon as {{count}} attempt fails within {{minutes}} min (`/enlivy watch threshold N M` changes it).',
  'settings.threshold_other':
    'An alert opens on any anomaly or dropped delivery, or as soon as {{count}} attempts fail within {{minutes}} min (`/enlivy watch threshold N M` changes it).',
  'settings.muted': ':no_bell: {{name}} muted until {{until}}',
  'settings.paused':
    ':double_vertical_bar: The failure watch for <#{{channel}}> is *paused*: {{reason}} Run `/enlivy watch #channel` to start it again.',
  'settings.on': ':eyes: Failure alerts go to <#{{channel}}> (set by <@{{user}}> on {{date}}).',
  'settings.off':
    'The failure watch is off: nobody is told in Slack when deliveries fail. Run `/enlivy watch` in a channel (or `/enlivy watch #channel`) to send alerts there.',
  'settings.digestOn': 'Daily digest at 09:00 ({{tz}}); `/enlivy watch digest off` stops it.',
  'settings.digestOff': 'No daily digest (`/enlivy watch digest on` posts one at 09:00).',
  'settings.noAlerts': 'No open alerts.',
  'settings.openAlerts_one': '{{count}} open alert: {{names}}.',
  'settings.openAlerts_other': '{{count}} open alerts: {{names}}.',
  'kept.digest': 'daily digest at 09:00 ({{tz}})',
  'kept.threshold_one': 'threshold {{count}} failed attempt within {{minutes}} min',
  'kept.threshold_other': 'threshold {{count}} failed attempts within {{minutes}} min',
  'kept.mutes_one': '{{count}} muted destination',
  'kept.mutes_other': '{{count}} muted destinations',
  'kept.line': 'Kept: {{parts}}.',
  'receipt.on.moved':
    ':eyes: <@{{user}}> moved the failure watch from <#{{from}}>: when deliveries of this Enlivy organization fail, an alert goes to <#{{channel}}>, one per failing destination, with its thread for what follows.',
  'receipt.on.restarted':
    ':eyes: <@{{user}}> started the failure watch again: when deliveries of this Enlivy organization fail, an alert goes to <#{{channel}}>, one per failing destination, with its thread for what follows.',
  'receipt.on.new':
    ':eyes: <@{{user}}> turned on the failure watch: when deliveries of this Enlivy organization fail, an alert goes to <#{{channel}}>, one per failing destination, with its thread for what follows.',
  'receipt.off':
    ':zzz: <@{{user}}> turned off the failure watch; alerts no longer go to <#{{channel}}>.',
  alreadyOff: 'The failure watch is already off.',
  'receipt.mute': ':no_bell: <@{{user}}> muted failure alerts for {{name}} until {{until}}.',
  'receipt.unmute': ':bell: <@{{user}}> unmuted failure alerts for {{name}}.',
  'receipt.digestOff': '<@{{user}}> turned off the daily delivery digest.',
  'receipt.digestOn':
    ':bar_chart: <@{{user}}> turned on the daily delivery digest: every day at 09:00 ({{tz}}), deliveries of the last 24 hours per destination, failing ones first.',
  'receipt.threshold': '<@{{user}}> changed when alerts open. {{line}}',
  pausedDm:
    ':double_vertical_bar: The Enlivy failure watch for <#{{channel}}> is paused: {{reason}} Run `/enlivy watch #channel` in a channel the app can post to, to start it again.',
  expired:
    ':red_circle: The failure watch cannot read the delivery log: the Enlivy connection of this workspace expired. An admin must run `/enlivy connect`; alerts resume by themselves after that.',
  'home.off': ':eyes: *Failure watch:* off. `/enlivy watch` in a channel sends alerts there.',
  'home.state': '*Failure watch:* {{state}}',
  'home.openHeading': '*Open alerts*',
  'home.incident': '• {{name}}: {{failures}} since {{since}}',
  'gone.archived': 'the channel was archived.',
  'gone.notFound': 'the app was removed from the channel, or can no longer see it.',
  'gone.notInChannel': 'the app was removed from the channel.',
  'gone.restricted': 'Slack no longer lets the app post in the channel.',
  'error.usage':
    'Use `/enlivy watch [#channel]`, `/enlivy watch off`, `/enlivy watch mute NAME [for 2h]`, `/enlivy watch unmute NAME`, `/enlivy watch threshold N MINUTES` or `/enlivy watch digest on|off`.',
  'error.unknownWord': '`{{word}}` is not something `/enlivy watch` knows.',
  'error.off': 'The failure watch is off, so there is nothing to change.',
  'error.offHint': 'Turn it on first with `/enlivy watch` in the channel for alerts.',
  'error.muteTooLong': 'A mute lasts at most {{days}} days.',
  'error.muteTooLongHint':
    'Mute for {{days}} days or less (`for {{days}}d`), and mute again then if it still fails.',
  'error.muteWhich': 'Say which destination to mute.',
  'error.muteWhichHint': 'For example `/enlivy watch mute "AR alerts" for 2h`.',
  'error.unmuteWhich': 'Say which destination to unmute.',
  'error.unmuteWhichHint': 'For example `/enlivy watch unmute "AR alerts"`.',
  'error.threshold': 'The threshold needs a number of failed attempts (1–5) and minutes (1–60).',
  'error.thresholdHint':
    'For example `/enlivy watch threshold 3 10` (the default: the 3rd failed attempt within 10 min). Enlivy tries a delivery 5 times over about {{duration}}.',
  'error.digest': 'Say `on` or `off`.',
  'error.digestHint':
    '`/enlivy watch digest on` posts deliveries of the last 24 hours every day at 09:00.',
  'command.usage':
    '/enlivy watch [#channel | off | mute NAME [for 2h] | unmute NAME | threshold N MINUTES | digest on|off]',
  'command.summary':
    'Failure alerts in a channel: one message per failing destination with Deliveries, Send test, Pause and Mute; follow-ups in its thread; "recovered" when deliveries work again. `digest on|off`: every day at 09:00 (the timezone of whoever turned it on), the last 24 hours of deliveries per destination.',
  'command.working': 'Loading the failure watch…',
} as const;

export type WatchCopy = typeof watchEn;
