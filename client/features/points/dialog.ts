// The points dialog, the feature's door for the app shell (blocks/dialogs declares it).
export { default } from './components/PointsDialog'
