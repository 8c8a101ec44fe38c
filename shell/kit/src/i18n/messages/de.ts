import type { Messages } from './en.ts';

export default {
  common: {
    close: 'Schließen',
    backToHome: 'Zurück zur Startseite',
    noData: 'Keine Daten',
    continue: 'Weiter',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    sendPrompt: 'Prompt senden',
    loading: 'Wird geladen…',
    previous: 'Zurück',
    next: 'Weiter',
    opensInNewTab: '(öffnet in einem neuen Tab)',
  },
  header: {
    home: '{{name}} Startseite',
    mainNavigation: 'Hauptnavigation',
    documentation: 'Dokumentation',
    studio: 'Studio',
    features: 'Funktionen',
    featuresDescription: 'Alles, was Sie zum Bearbeiten Ihres Nuxt Content-Projekts brauchen',
    pricing: 'Preise',
    pricingDescription: 'Kostenlos für den privaten Gebrauch, kostenpflichtige Pläne für Teams',
    templates: 'Vorlagen',
    blog: 'Blog',
    openStudio: 'Studio öffnen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    menu: 'Menü',
    repository: 'Quellcode auf GitHub',
    language: 'Sprache',
    changeLanguage: 'Sprache ändern, aktuell: {{name}}',
  },
  footer: {
    copyright: 'Copyright © {{year}}',
    socials: 'Soziale Netzwerke',
    changelog: 'Änderungsprotokoll',
    links: 'Links der Website',
  },
  colorMode: {
    dark: 'Dunkel',
    light: 'Hell',
    system: 'System',
    switchToDark: 'Zum dunklen Modus wechseln',
    switchToLight: 'Zum hellen Modus wechseln',
  },
  search: {
    button: 'Suchen…',
    placeholder: 'Geben Sie einen Befehl ein oder suchen Sie…',
    label: 'Dokumentation durchsuchen',
    noMatch: 'Keine passenden Daten',
    results: 'Suchergebnisse',
    unavailable:
      'Die Suche ist gerade nicht verfügbar: Der Index konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    other: 'Sonstiges',
  },
  sidebar: {
    navigation: 'Navigation der Dokumentation',
    expand: 'Seitenleiste ausklappen',
    collapse: 'Seitenleiste einklappen',
    open: 'Seitenleiste öffnen',
    close: 'Seitenleiste schließen',
  },
  commandPalette: {
    placeholder: 'Geben Sie einen Befehl ein oder suchen Sie…',
    noMatch: 'Keine passenden Daten',
    noData: 'Keine Daten',
    close: 'Schließen',
    back: 'Zurück',
  },
  contentSearch: {
    links: 'Links',
    theme: 'Design',
  },
  toc: {
    title: 'Auf dieser Seite',
  },
  alert: {
    close: 'Schließen',
  },
  banner: {
    close: 'Schließen',
  },
  toast: {
    close: 'Schließen',
  },
  calendar: {
    prevYear: 'Vorheriges Jahr',
    nextYear: 'Nächstes Jahr',
    prevMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
  },
  carousel: {
    prev: 'Zurück',
    next: 'Weiter',
    goto: 'Zu Folie {{slide}} wechseln',
    dots: 'Folie zur Anzeige auswählen',
  },
  fileUpload: {
    removeFile: '{{filename}} entfernen',
  },
  inputNumber: {
    increment: 'Erhöhen',
    decrement: 'Verringern',
  },
  selectMenu: {
    noMatch: 'Keine passenden Daten',
    noData: 'Keine Daten',
    create: '„{{label}}“ erstellen',
    search: 'Suchen…',
  },
  pricingTable: {
    caption: 'Vergleich der Preispläne',
  },
  codeCollapse: {
    open: 'Code ausklappen',
    close: 'Code einklappen',
  },
  collapsible: {
    open: 'Eigenschaften anzeigen',
    close: 'Eigenschaften ausblenden',
  },
  fallback: {
    notice: 'Dieser Inhalt ist noch nicht auf {{language}} verfügbar: Sie sehen das englische Original.',
    contribute: 'Bei der Übersetzung helfen',
  },
  code: {
    copy: 'Code in die Zwischenablage kopieren',
    copied: 'In die Zwischenablage kopiert',
    preview: 'Vorschau',
    code: 'Code',
  },
  prose: {
    anchor: 'Link zu diesem Abschnitt',
    required: 'erforderlich',
    showMore: 'Mehr anzeigen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    description: 'Es tut uns leid, aber diese Seite konnte nicht gefunden werden',
  },
  error: {
    '400': 'Ungültige Anfrage',
    '401': 'Nicht autorisiert',
    '403': 'Verboten',
    '404': 'Seite nicht gefunden',
    '500': 'Interner Serverfehler',
    '502': 'Fehlerhaftes Gateway',
    '503': 'Dienst nicht verfügbar',
    '504': 'Gateway-Zeitüberschreitung',
    title: 'Ein Fehler ist aufgetreten',
    description: 'Beim Anzeigen dieser Seite ist bei uns etwas schiefgelaufen. Versuchen Sie es gleich noch einmal.',
    status: 'Fehler {{code}}',
  },
  unavailable: {
    message: 'Dieser Bereich ist vorübergehend nicht verfügbar',
    retry: 'Erneut versuchen',
  },
  avatar: {
    fallback: 'Avatar von {{name}}',
  },
  preview: {
    label: 'Vorschaumodus',
    message: 'Vorschaumodus: Entwürfe werden angezeigt',
    exit: 'Vorschau beenden',
  },
  copy: {
    copied: 'In die Zwischenablage kopiert',
    failed: 'Kopieren in die Zwischenablage fehlgeschlagen',
  },
  navigation: {
    loading: 'Seite wird geladen',
  },
} satisfies Messages;
