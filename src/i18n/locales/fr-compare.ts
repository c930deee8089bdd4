/** Comparer deux options d'une situation, en français. */
export const compareFr = {
  start: 'Comparer avec une variante',
  startHelp:
    'Crée l’option B, copie de cette situation : modifiez n’importe quelle donnée et voyez les deux côte à côte.',
  editing: 'Option en cours de modification',
  option: { a: 'Option A', b: 'Option B' },
  editingNote: 'Vous modifiez l’option {{option}} ; l’autre garde ses données.',
  keep: { a: 'Garder A, finir la comparaison', b: 'Garder B, finir la comparaison' },
  heading: 'Option A et option B côte à côte',
  modifier: 'Modificateur',
  differs: 'diffère',
  none: '—',
  total: 'Total',
  totals: 'Total A {{a}} · B {{b}}',
  notAllowed: 'Non autorisé',
  toFix: 'situation à corriger',
  inputError: 'L’option {{option}} a une donnée invalide : modifiez-la pour voir ses chiffres.',
  chances: 'Chances, A → B',
  row: 'Ligne',
  exact: 'Cette ligne',
  atLeast: 'Au moins cette ligne',
  points: '{{value}} pts',
};
