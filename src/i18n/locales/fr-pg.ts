/** Prussia's Glory (carte de Leuthen), français : les termes de l'aide de jeu française. */
import type { Translation } from '../types';
import type { pgEn } from './en-pg';

export const pgFr: Translation<typeof pgEn> = {
  name: "Prussia's Glory (Leuthen)",
  hexes: {
    clear: 'Dégagé',
    woods: 'Bois',
    town: 'Ville',
    'walled-town': 'Ville ceinturée',
    marsh: 'Marais',
    'pond-river': 'Etang/Rivière',
    'deep-water': 'Eau profonde',
  },
  hexsides: {
    'slope-top': 'Haut de pente',
    'slope-bottom': 'Bas de pente',
    stream: 'Ruisseau',
    bridge: 'Pont',
    entrenchment: 'Retranchement',
    pond: 'Étang',
    mietzel: 'Rivière Mietzel',
    elbe: 'Rivière Elbe',
  },
  modifiers: {
    'pg-defender-hex': 'Hex. du défenseur : {{terrain}}',
    'pg-attacker-hex': 'Hex. de l’attaquant : {{terrain}}',
    'pg-hexside': 'Côté d’hex. : {{terrain}}',
    'pg-rally-leader': 'Empilé avec un chef ami',
    'pg-rally-far-from-enemy': 'À quatre hex. ou plus d’un ennemi',
    'pg-rally-infantry-in-cover': 'Infanterie dans un bois ou une ville',
    'pg-rally-friendly-disorder': 'Empilé avec ou adjacent à une unité amie en désordre ou en déroute',
    'pg-rally-adjacent-enemy': 'Adjacent à une unité ennemie',
    'pg-rally-army-demoralized': 'Armée démoralisée',
    'pg-rally-army-broken': 'Armée brisée',
  },
  readings: {},
  notes: {},
  forbidden: {
    'pg-prohibited-hex': 'Combat vers ou depuis {{terrain}} interdit (P).',
    'pg-prohibited-hexside': 'Combat au travers d’un côté d’hex. {{terrain}} interdit (P).',
  },
};
