import Mustache from 'mustache';

// Mustache keeps every template it has parsed, for ever; previews of any wording an administrator
// types would grow that without bound. Parsing a message is cheap, so nothing is kept.
Mustache.templateCache = undefined;

export { Mustache };
