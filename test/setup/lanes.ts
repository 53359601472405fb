/**
 * @module
 * The Node tests run where Node's host runs: on the lanes, compiled from core's lanes.wasm. A test
 * that wants the walk asks for it (`engine: 'walk'`).
 */
import { loadLanes } from '../../core/src/node/lanes.ts'

loadLanes()
